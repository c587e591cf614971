import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MEMBERSHIP_LEVEL_SLUGS,
  OPTION_KEYS,
  SUBSCRIPTION_METHODS,
  SUBSCRIPTION_STATUSES,
  type MembershipCommon,
} from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { OptionsService } from '../../options';
import { decisionAudit, decisionJoin, DECISION_COLUMNS } from '../simple-rest/decision-audit';
import {
  createdWithin,
  readRecord,
  readRecords,
  type ListSpec,
  type Page,
  type ResourceSql,
} from '../simple-rest/list-query';
import { explorerLink } from './explorer-link';
import { TASK_PAYMENT_COLUMNS, TASK_PAYMENT_FROM, taskPaymentRecord } from '../../tasks';

type Row = Record<string, unknown>;
const WALLET_STATUSES = ['pending', 'approved', 'rejected'] as const;
const MEMBER_COLUMNS = `u.name AS member_name, u.email AS member_email`;
const money = (value: unknown) => creditsToJson(BigInt(value as string));
const iso = (value: unknown) => (value ? (value as Date).toISOString() : null);

export const MEMBERSHIP_REQUESTS: ListSpec = {
  resource: 'membership-requests',
  id: { sql: 's.id', type: 'uuid' },
  sort: {
    createdAt: 's.created_at',
    transferDate: 's.transfer_date',
    decidedAt: 's.decided_at',
    amount: 's.amount',
    level: 's.level',
    status: 's.status',
    memberName: 'u.name',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 's.status', values: SUBSCRIPTION_STATUSES },
    level: { type: 'equals', sql: 's.level', values: MEMBERSHIP_LEVEL_SLUGS },
    method: { type: 'equals', sql: 's.method', values: SUBSCRIPTION_METHODS },
    memberId: { type: 'uuid', sql: 's.member_id' },
    q: { type: 'search', sql: ['u.name', 'u.email', 's.receipt'] },
    ...createdWithin('s.created_at'),
  },
};

export const WITHDRAWALS: ListSpec = {
  resource: 'withdrawals',
  id: { sql: 'w.id', type: 'uuid' },
  sort: {
    createdAt: 'w.created_at',
    decidedAt: 'w.decided_at',
    amount: 'w.amount',
    status: 'w.status',
    memberName: 'u.name',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 'w.status', values: WALLET_STATUSES },
    memberId: { type: 'uuid', sql: 'w.member_id' },
    q: { type: 'search', sql: ['u.name', 'u.email', 'w.wallet_address', 'w.payout_txid'] },
    ...createdWithin('w.created_at'),
  },
};

export const CREDIT_PURCHASES: ListSpec = {
  resource: 'credit-purchases',
  id: { sql: 'c.id', type: 'uuid' },
  sort: {
    createdAt: 'c.created_at',
    purchaseDate: 'c.purchase_date',
    decidedAt: 'c.decided_at',
    amount: 'c.amount',
    status: 'c.status',
    memberName: 'u.name',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 'c.status', values: WALLET_STATUSES },
    memberId: { type: 'uuid', sql: 'c.member_id' },
    q: { type: 'search', sql: ['u.name', 'u.email', 'c.txid'] },
    ...createdWithin('c.created_at'),
  },
};

/** Task payments (the tasks module's `task_payments`, its task and owner); decided in the tasks module. */
export const TASK_PAYMENTS: ListSpec = {
  resource: 'task-payments',
  id: { sql: 'id', type: 'uuid' },
  sort: { createdAt: 'created_at', status: 'status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { type: 'equals', sql: 'status', values: WALLET_STATUSES },
    memberId: { type: 'uuid', sql: 'member_id' },
  },
};

/** Task payments as one relation, so that TASK_PAYMENTS' bare column names apply to it. */
const TASK_PAYMENT_ROWS = {
  select: '*',
  from: `(SELECT ${TASK_PAYMENT_COLUMNS} FROM ${TASK_PAYMENT_FROM}) task_payment_rows`,
};
const taskPaymentView = (row: Row, network: string | undefined): Row => ({
  ...taskPaymentRecord(row),
  explorerUrl: explorerLink(network, row.txid as string | null),
});

/** The requests an administrator decides, as the console lists and shows them (money in credits). */
@Injectable()
export class DecisionRequestsQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly options: OptionsService,
  ) {}

  membershipRequests(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.read(MEMBERSHIP_REQUESTS, query, this.membershipRequestSql(), (row, network) =>
      this.membershipRequest(row, network),
    );
  }

  membershipRequestById(id: string): Promise<Row> {
    return this.one(MEMBERSHIP_REQUESTS, id, this.membershipRequestSql(), (row, network) =>
      this.membershipRequest(row, network),
    );
  }

  private membershipRequest(row: Row, network: string | undefined): Row {
    const txid = row.method === 'usdt' ? (row.receipt as string) : null;
    return {
      id: row.id,
      memberId: row.member_id,
      memberName: row.member_name,
      memberEmail: row.member_email,
      level: row.level,
      method: row.method,
      receipt: row.receipt,
      txid,
      explorerUrl: explorerLink(network, txid),
      amount: money(row.amount),
      transferDate: row.transfer_date ?? null,
      status: row.status,
      startedAt: iso(row.started_at),
      endedAt: iso(row.ended_at),
      rejectionReason: row.rejection_reason ?? null,
      createdAt: iso(row.created_at),
      decidedAt: iso(row.decided_at),
      audit: decisionAudit(row),
    };
  }

  withdrawals(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.read(WITHDRAWALS, query, this.withdrawalSql(), (row, network) => this.withdrawal(row, network));
  }

  withdrawalById(id: string): Promise<Row> {
    return this.one(WITHDRAWALS, id, this.withdrawalSql(), (row, network) => this.withdrawal(row, network));
  }

  creditPurchases(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.read(CREDIT_PURCHASES, query, this.creditPurchaseSql(), (row, network) =>
      this.creditPurchase(row, network),
    );
  }

  creditPurchaseById(id: string): Promise<Row> {
    return this.one(CREDIT_PURCHASES, id, this.creditPurchaseSql(), (row, network) =>
      this.creditPurchase(row, network),
    );
  }

  /** Task payments, read from the tasks module's tables (one row per payment, its task and owner). */
  taskPayments(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.read(TASK_PAYMENTS, query, TASK_PAYMENT_ROWS, taskPaymentView);
  }

  taskPaymentById(id: string): Promise<Row> {
    return this.one(TASK_PAYMENTS, id, TASK_PAYMENT_ROWS, taskPaymentView);
  }

  private membershipRequestSql() {
    return {
      select: `s.id, s.member_id, s.level, s.method, s.receipt, s.amount::text AS amount,
        s.transfer_date::text AS transfer_date, s.status, s.started_at, s.ended_at, s.rejection_reason,
        s.created_at, s.decided_at, ${MEMBER_COLUMNS}, ${DECISION_COLUMNS}`,
      from: `member_subscriptions s JOIN users u ON u.id = s.member_id ${decisionJoin('membership-requests', 's.id')}`,
    };
  }

  private withdrawalSql() {
    return {
      select: `w.id, w.member_id, w.amount::text AS amount, w.fee::text AS fee, w.wallet_address, w.payout_txid,
        w.status, w.rejection_reason, w.created_at, w.decided_at, ${MEMBER_COLUMNS}, ${DECISION_COLUMNS}`,
      from: `withdrawal_requests w JOIN users u ON u.id = w.member_id ${decisionJoin('withdrawals', 'w.id')}`,
    };
  }

  private creditPurchaseSql() {
    return {
      select: `c.id, c.member_id, c.amount::text AS amount, c.fee::text AS fee, c.purchase_date::text AS purchase_date,
        c.txid, c.status, c.rejection_reason, c.created_at, c.decided_at, ${MEMBER_COLUMNS}, ${DECISION_COLUMNS}`,
      from: `credit_purchases c JOIN users u ON u.id = c.member_id ${decisionJoin('credit-purchases', 'c.id')}`,
    };
  }

  private withdrawal(row: Row, network: string | undefined): Row {
    return {
      ...this.walletRequest(row),
      walletAddress: row.wallet_address,
      payoutTxid: row.payout_txid ?? null,
      explorerUrl: explorerLink(network, row.payout_txid as string | null),
    };
  }

  private creditPurchase(row: Row, network: string | undefined): Row {
    return {
      ...this.walletRequest(row),
      purchaseDate: row.purchase_date,
      totalCost: creditsToJson(BigInt(row.amount as string) + BigInt(row.fee as string)),
      txid: row.txid ?? null,
      explorerUrl: explorerLink(network, row.txid as string | null),
    };
  }

  private walletRequest(row: Row): Row {
    return {
      id: row.id,
      memberId: row.member_id,
      memberName: row.member_name,
      memberEmail: row.member_email,
      amount: money(row.amount),
      fee: money(row.fee),
      status: row.status,
      rejectionReason: row.rejection_reason ?? null,
      createdAt: iso(row.created_at),
      decidedAt: iso(row.decided_at),
      audit: decisionAudit(row),
    };
  }

  private async read(
    spec: ListSpec,
    query: Record<string, unknown>,
    sql: ResourceSql,
    toRecord: (row: Row, network: string | undefined) => Row,
  ): Promise<Page<Row>> {
    const network = await this.network();
    return readRecords(this.db.manager, spec, sql, query, (row) => toRecord(row, network));
  }

  private async one(
    spec: ListSpec,
    id: string,
    sql: ResourceSql,
    toRecord: (row: Row, network: string | undefined) => Row,
  ): Promise<Row> {
    const network = await this.network();
    return readRecord(this.db.manager, spec, sql, id, (row) => toRecord(row, network));
  }

  /** The payment network administrators set (`membership_common.network`), for explorer links. */
  private async network(): Promise<string | undefined> {
    const common = await this.options.getJson<MembershipCommon>(OPTION_KEYS.membershipCommon).catch(() => undefined);
    return common?.network;
  }
}
