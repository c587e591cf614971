import { Alert, Button, Flex, Form, Modal, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { GeneralErrors } from '../../../../components/field-errors';
import { TransferDateField, TxidField, UsdtWallet } from '../../../../components/usdt-transfer';
import { useLoad } from '../../../../hooks/use-load';
import { Api, groupErrors, type TaskPayment } from '../../../../services/api';
import { money, toMicros, usdt } from '../../../../services/format';
import { getUser } from '../../../../services/session';
import { TEXT } from '../../../../texts';
import { TASK_TEXT } from '../../../../texts/task-management';
import { creditsOf } from './task-form-model';
import { WALLET_TEXT } from '../../../../texts/wallet';

const PARAMS = ['payment_task.date', 'payment_task.txid'] as const;
type Errors = ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>;

/** A calendar day as the API takes a payment date. */
const dayOf = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * The task payment modal (spec 2; ARCHITECTURE.md, money that needs an administrator): it receives
 * the cost total and a submit handler. Pay from the balance (shown; refused when too low), or by a
 * USDT transfer to the wallet from settings: submit stays disabled until the transfer date and the
 * Txid are both given. A failed submit shows the server's errors under the fields.
 */
export function TaskPaymentModal({
  totalMicros,
  onSubmit,
  onClose,
}: {
  totalMicros: bigint;
  /** Creates the task with this payment; throws the API's error when refused. */
  onSubmit: (payment: TaskPayment) => Promise<void>;
  onClose: () => void;
}) {
  const [method, setMethod] = useState<'balance' | 'usdt'>('balance');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [txid, setTxid] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const memberId = getUser()?.id;
  // Unknown (null) until read, or when it could not be.
  const balance =
    useLoad((signal) => (memberId ? Api.balance(memberId, signal) : Promise.resolve(null)), [memberId]).value
      ?.balance ?? null;

  const total = creditsOf(totalMicros);
  const tooLow = balance !== null && toMicros(balance) < totalMicros;

  const pay = async (payment: TaskPayment) => {
    setBusy(true);
    setErrors({});
    try {
      await onSubmit(payment);
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
      setBusy(false);
    }
  };

  const balanceTab = (
    <Flex vertical gap={12}>
      <Typography.Text>
        {TASK_TEXT.yourBalance}
        <strong data-testid="payment-balance">{balance === null ? TEXT.loading : money(balance)}</strong>
      </Typography.Text>
      {tooLow && <Alert type="error" showIcon role="alert" title={TASK_TEXT.insufficientBalance} />}
      {method === 'balance' && <GeneralErrors messages={errors.general} />}
      <Button
        type="primary"
        block
        loading={busy}
        disabled={balance === null || tooLow}
        onClick={() => pay({ total_cost: total, date: dayOf(dayjs()), method: 'balance' })}
      >
        {TASK_TEXT.payAmountFromBalance(money(totalMicros))}
      </Button>
    </Flex>
  );

  const usdtTab = (
    <>
      <Typography.Paragraph>
        {WALLET_TEXT.sendExactly}
        <strong>{WALLET_TEXT.usdt(usdt(totalMicros))}</strong>
        {TASK_TEXT.toTheWalletThenChecked}
      </Typography.Paragraph>
      <UsdtWallet />
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={() =>
          date && txid.trim() && pay({ total_cost: total, date: dayOf(date), method: 'usdt', txid: txid.trim() })
        }
      >
        <TransferDateField
          id="task-transfer-date"
          value={date}
          onChange={setDate}
          errors={errors['payment_task.date']}
        />
        <TxidField id="task-txid" value={txid} onChange={setTxid} errors={errors['payment_task.txid']} />
        {method === 'usdt' && <GeneralErrors messages={errors.general} />}
        <Button type="primary" htmlType="submit" block disabled={!date || !txid.trim()} loading={busy}>
          {TASK_TEXT.submit}
        </Button>
      </Form>
    </>
  );

  return (
    <Modal open onCancel={onClose} footer={null} title={TASK_TEXT.payTitle} destroyOnHidden width={560}>
      <Typography.Paragraph data-testid="payment-total">{TASK_TEXT.costTotal(usdt(totalMicros))}</Typography.Paragraph>
      <Tabs
        activeKey={method}
        onChange={(key) => {
          setMethod(key as 'balance' | 'usdt');
          setErrors({});
        }}
        items={[
          { key: 'balance', label: TASK_TEXT.payFromBalance, children: balanceTab },
          { key: 'usdt', label: TASK_TEXT.usdtTransfer, children: usdtTab },
        ]}
      />
    </Modal>
  );
}
