import { Injectable } from '@nestjs/common';
import { creditsToJson } from '@earnwave/money';
import { explorerLink } from '../../../common/decisions/explorer-link';
import { decisionAudit, decisionJoin, DECISION_COLUMNS } from '../../../common/simple-rest/decision-audit';
import { createdWithin, type ListSpec, type Page } from '../../../common/simple-rest/list-query';
import { PaymentRecords } from '../../options';
import { iso, money } from '../../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;
const WALLET_STATUSES = ['pending', 'approved', 'rejected'] as const;
const MEMBER_COLUMNS = `u.name AS member_name, u.email AS member_email`;

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

const WITHDRAWAL_SQL = {
  select: `w.id, w.member_id, w.amount::text AS amount, w.fee::text AS fee, w.wallet_address, w.payout_txid,
    w.status, w.rejection_reason, w.created_at, w.decided_at, ${MEMBER_COLUMNS}, ${DECISION_COLUMNS}`,
  from: `withdrawal_requests w JOIN users u ON u.id = w.member_id ${decisionJoin('withdrawals', 'w.id')}`,
};

const CREDIT_PURCHASE_SQL = {
  select: `c.id, c.member_id, c.amount::text AS amount, c.fee::text AS fee, c.purchase_date::text AS purchase_date,
    c.txid, c.status, c.rejection_reason, c.created_at, c.decided_at, ${MEMBER_COLUMNS}, ${DECISION_COLUMNS}`,
  from: `credit_purchases c JOIN users u ON u.id = c.member_id ${decisionJoin('credit-purchases', 'c.id')}`,
};

/** Withdrawals and credit purchases as the console lists and shows them (money in credits). */
@Injectable()
export class WalletRequestsQueries {
  constructor(private readonly records: PaymentRecords) {}

  withdrawals(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.records.list(WITHDRAWALS, WITHDRAWAL_SQL, query, withdrawal);
  }

  withdrawalById(id: string): Promise<Row> {
    return this.records.byId(WITHDRAWALS, WITHDRAWAL_SQL, id, withdrawal);
  }

  creditPurchases(query: Record<string, unknown>): Promise<Page<Row>> {
    return this.records.list(CREDIT_PURCHASES, CREDIT_PURCHASE_SQL, query, creditPurchase);
  }

  creditPurchaseById(id: string): Promise<Row> {
    return this.records.byId(CREDIT_PURCHASES, CREDIT_PURCHASE_SQL, id, creditPurchase);
  }
}

function withdrawal(row: Row, network: string | undefined): Row {
  return {
    ...walletRequest(row),
    walletAddress: row.wallet_address,
    payoutTxid: row.payout_txid ?? null,
    explorerUrl: explorerLink(network, row.payout_txid as string | null),
  };
}

function creditPurchase(row: Row, network: string | undefined): Row {
  return {
    ...walletRequest(row),
    purchaseDate: row.purchase_date,
    totalCost: creditsToJson(BigInt(row.amount as string) + BigInt(row.fee as string)),
    txid: row.txid ?? null,
    explorerUrl: explorerLink(network, row.txid as string | null),
  };
}

function walletRequest(row: Row): Row {
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
