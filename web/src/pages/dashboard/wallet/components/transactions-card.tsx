import { DownloadOutlined } from '@ant-design/icons';
import {
  DEFAULT_STATS_DAYS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE_MAX,
  TRANSACTIONS_PAGE_SIZE,
  type TransactionType,
} from '@earnwave/contracts';
import { Alert, Button, Card, DatePicker, Flex, Form, Select, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useLoad } from '../../../../hooks/use-load';
import { Api, ApiError, type Transaction, type TransactionsFilter } from '../../../../services/api';
import { money, signedMoney } from '../../../../services/format';
import { onLive } from '../../../../services/live';
import { saveBlob } from '../../../../services/save-blob';
import { toast } from '../../../../services/toast';
import { CSV_TYPE, transactionsCsv } from './transactions-csv';
import { WALLET_TEXT } from '../../../../texts/wallet';

const PAGE_SIZES = [10, TRANSACTIONS_PAGE_SIZE, 50, TRANSACTIONS_PAGE_MAX];
const ALL_TYPES = 'all';
const TYPE_OPTIONS = [
  { value: ALL_TYPES, label: WALLET_TEXT.allTypes },
  ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] })),
];

type Range = [Dayjs, Dayjs];

/** A figure kept left to right in a right-to-left page, its sign before the currency. */
const Ltr = ({ children }: { children: string }) => <bdi dir="ltr">{children}</bdi>;

/** The spec's default range (spec 9): the last 14 days, today included. */
export const defaultRange = (today = dayjs()): Range => [
  today.subtract(DEFAULT_STATS_DAYS - 1, 'day').startOf('day'),
  today.startOf('day'),
];

/** Local calendar days, sent as instants: from the first day's start to the day after the last. */
const rangeFilter = ([first, last]: Range) => ({
  from: first.startOf('day').toISOString(),
  to: last.add(1, 'day').startOf('day').toISOString(),
});

/**
 * The member's transactions (issue 17; spec 3, 7 and 9): type, signed amount and date, filtered by
 * type and by a range of days (the last 14 by default), paged by the server, and exported as CSV:
 * every row of the filtered range, not only the page shown.
 */
export function TransactionsCard({ memberId, refresh = 0 }: { memberId: string; refresh?: number }) {
  const [type, setType] = useState<TransactionType | typeof ALL_TYPES>(ALL_TYPES);
  const [range, setRange] = useState<Range>(() => defaultRange());
  const [paging, setPaging] = useState({ page: 1, limit: TRANSACTIONS_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  /** Balance moves pushed by the server: a settlement or a spend is a new row of history. */

  const filter = useMemo<TransactionsFilter>(
    () => ({ ...rangeFilter(range), type: type === ALL_TYPES ? undefined : type }),
    [range, type],
  );

  // Only the latest filter's answer is shown (an earlier one arriving late is dropped). `refresh`
  // changes when the page knows of new history (a withdrawal made here).
  const history = useLoad(
    (signal) => Api.transactions(memberId, { ...filter, ...paging }, signal),
    [memberId, filter, paging, refresh],
  );
  const { reload } = history;
  // Balance moves pushed by the server: a settlement or a spend is a new row of history.
  useEffect(() => onLive('balance', () => void reload()), [reload]);
  const answer = history.value;
  const error =
    history.error === undefined
      ? null
      : history.error instanceof ApiError
        ? history.error.firstMessage
        : String(history.error);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: Transaction[] = [];
      for (let page = 1; ; page++) {
        const next = await Api.transactions(memberId, { ...filter, page, limit: TRANSACTIONS_PAGE_MAX });
        rows.push(...next.transactions);
        if (!next.pagination || page >= next.pagination.totalPages) break;
      }
      const day = (date: Dayjs) => date.format('YYYY-MM-DD');
      saveBlob(
        new Blob([transactionsCsv(rows)], { type: CSV_TYPE }),
        `transactions-${day(range[0])}-to-${day(range[1])}.csv`,
      );
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.firstMessage : WALLET_TEXT.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  // A new filter starts again at its first page.
  const refilter = (apply: () => void) => {
    apply();
    setPaging((current) => ({ ...current, page: 1 }));
  };

  return (
    <Card
      title={WALLET_TEXT.transactions}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={exportCsv}
          loading={exporting}
          disabled={!answer?.transactions.length}
        >
          {WALLET_TEXT.exportCsv}
        </Button>
      }
    >
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item label={WALLET_TEXT.type} htmlFor="transaction-type">
          <Select
            id="transaction-type"
            value={type}
            options={TYPE_OPTIONS}
            onChange={(value) => refilter(() => setType(value))}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
        {/* On a phone the two dates narrow to the card's width, not past it. */}
        <Form.Item label={WALLET_TEXT.dates} htmlFor="transaction-dates" style={{ maxWidth: '100%' }}>
          <DatePicker.RangePicker
            id={{ start: 'transaction-dates', end: 'transaction-dates-end' }}
            value={range}
            allowClear={false}
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
            onChange={(dates) => {
              const [first, last] = dates ?? [];
              if (first && last) refilter(() => setRange([first, last]));
            }}
            placeholder={[WALLET_TEXT.firstDay, WALLET_TEXT.lastDay]}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {answer && (
        <Flex gap={32} wrap style={{ marginBottom: 16 }}>
          <Statistic
            title={WALLET_TEXT.totalNet}
            value={answer.netAmount}
            formatter={() => <Ltr>{signedMoney(answer.netAmount)}</Ltr>}
            data-testid="transactions-total"
          />
          <Statistic
            title={WALLET_TEXT.earned}
            value={answer.totalAmount}
            formatter={() => <Ltr>{money(answer.totalAmount)}</Ltr>}
            data-testid="transactions-earned"
          />
        </Flex>
      )}
      <Table<Transaction>
        rowKey={(row) => `${row.type}:${row.id}`}
        loading={history.loading}
        dataSource={answer?.transactions ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: WALLET_TEXT.noTransactions }}
        pagination={{
          current: paging.page,
          pageSize: paging.limit,
          total: answer?.pagination?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: WALLET_TEXT.transactionsCount,
          onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
        }}
        columns={[
          {
            title: WALLET_TEXT.date,
            dataIndex: 'createdAt',
            render: (createdAt: string) => (
              <time dateTime={createdAt} dir="ltr">
                {new Date(createdAt).toLocaleString()}
              </time>
            ),
          },
          {
            title: WALLET_TEXT.type,
            dataIndex: 'type',
            render: (value: TransactionType) => TRANSACTION_TYPE_LABELS[value] ?? value,
          },
          {
            title: WALLET_TEXT.amount,
            dataIndex: 'amount',
            align: 'end',
            render: (amount: number) => <Ltr>{signedMoney(amount)}</Ltr>,
          },
        ]}
      />
    </Card>
  );
}
