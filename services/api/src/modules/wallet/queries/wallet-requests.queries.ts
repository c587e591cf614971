import { Injectable } from '@nestjs/common';
import { CHAIN_CHECK_STATUSES } from '@earnwave/contracts';
import { isValidWalletAddress } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { explorerLink } from '../../../common/decisions/explorer-link';
import {
  decisionAudit,
  decisionJoin,
  DECISION_COLUMNS,
  type DecisionAudit,
} from '../../../common/simple-rest/decision-audit';
import { createdWithin, type ListSpec, type Page } from '../../../common/simple-rest/list-query';
import { flagFilter, PaymentRecords, type UnreviewedRecord } from '../../options';
import { iso, money } from '../../../common/simple-rest/record-fields';
import {
  chainReview,
  paymentReviewSql,
  type AdminPaymentReview,
  type ListedReview,
} from '../../../common/simple-rest/payment-review';

type Row = Record<string, unknown>;
/** `cancelled`: a withdrawal its member cancelled from the mailed link (credit purchases never are). */
const WALLET_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const MEMBER_COLUMNS = `u.name AS member_name, u.email AS member_email`;

/** What a withdrawal's and a credit purchase's records share: money in credits, timestamps ISO 8601, the audit. */
export interface AdminWalletRequestRecord {
  id: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
  amount: number;
  fee: number;
  status: (typeof WALLET_STATUSES)[number];
  rejectionReason: string | null;
  createdAt: string | null;
  decidedAt: string | null;
  audit: DecisionAudit | null;
  /** The payment desk's review: the deposit's (or the payout's) chain check, and the account behind it. */
  review: AdminPaymentReview;
}

/** The payment desk's review of a withdrawal's account, and whether its address can receive on the network. */
export interface WithdrawalReview extends AdminPaymentReview {
  walletAddressValid: boolean;
}

/** A withdrawal as the console reads it, its payout's Txid linked to the network's explorer. */
export interface AdminWithdrawalRecord extends AdminWalletRequestRecord {
  walletAddress: string;
  payoutTxid: string | null;
  explorerUrl: string | null;
  review: WithdrawalReview;
}

/** A credit purchase as the console reads it: `totalCost` is the amount and the fee, in credits. */
export interface AdminCreditPurchaseRecord extends AdminWalletRequestRecord {
  /** The day of the transfer (`YYYY-MM-DD`), as the member gave it. */
  purchaseDate: string;
  totalCost: number;
  txid: string | null;
  explorerUrl: string | null;
}

/** A withdrawal as the console lists it: of the review, what the list shows (ListedReview). */
export interface AdminWithdrawalListItem extends Omit<AdminWithdrawalRecord, 'review'> {
  review: ListedReview;
}

/** A credit purchase as the console lists it: of the review, what the list shows (ListedReview). */
export interface AdminCreditPurchaseListItem extends Omit<AdminCreditPurchaseRecord, 'review'> {
  review: ListedReview;
}

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
    chainStatus: { type: 'equals', sql: 'cc.status', values: CHAIN_CHECK_STATUSES },
    ...createdWithin('w.created_at'),
    ...flagFilter('w.member_id'),
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
    chainStatus: { type: 'equals', sql: 'cc.status', values: CHAIN_CHECK_STATUSES },
    ...createdWithin('c.created_at'),
    ...flagFilter('c.member_id'),
  },
};

const WITHDRAWAL_REVIEW = paymentReviewSql('withdrawals', 'w.id', 'w.member_id');
const PURCHASE_REVIEW = paymentReviewSql('credit-purchases', 'c.id', 'c.member_id');

const WITHDRAWAL_SQL = {
  select: `w.id, w.member_id, w.amount::text AS amount, w.fee::text AS fee, w.wallet_address, w.payout_txid,
    w.status, w.rejection_reason, w.created_at, w.decided_at, ${MEMBER_COLUMNS}, ${DECISION_COLUMNS},
    ${WITHDRAWAL_REVIEW.columns}`,
  from: `withdrawal_requests w JOIN users u ON u.id = w.member_id ${decisionJoin('withdrawals', 'w.id')}
    ${WITHDRAWAL_REVIEW.join}`,
};

const CREDIT_PURCHASE_SQL = {
  select: `c.id, c.member_id, c.amount::text AS amount, c.fee::text AS fee, c.purchase_date::text AS purchase_date,
    c.txid, c.status, c.rejection_reason, c.created_at, c.decided_at, ${MEMBER_COLUMNS}, ${DECISION_COLUMNS},
    ${PURCHASE_REVIEW.columns}`,
  from: `credit_purchases c JOIN users u ON u.id = c.member_id ${decisionJoin('credit-purchases', 'c.id')}
    ${PURCHASE_REVIEW.join}`,
};

/** Withdrawals and credit purchases as the console lists and shows them (money in credits). */
@Injectable()
export class WalletRequestsQueries {
  constructor(private readonly records: PaymentRecords) {}

  withdrawals(query: Record<string, unknown>): Promise<Page<AdminWithdrawalListItem>> {
    return this.records.list(WITHDRAWALS, WITHDRAWAL_SQL, query, withdrawal);
  }

  withdrawalById(id: string): Promise<AdminWithdrawalRecord> {
    return this.records.byId(WITHDRAWALS, WITHDRAWAL_SQL, id, withdrawal, addressReview);
  }

  creditPurchases(query: Record<string, unknown>): Promise<Page<AdminCreditPurchaseListItem>> {
    return this.records.list(CREDIT_PURCHASES, CREDIT_PURCHASE_SQL, query, creditPurchase);
  }

  creditPurchaseById(id: string): Promise<AdminCreditPurchaseRecord> {
    return this.records.byId(CREDIT_PURCHASES, CREDIT_PURCHASE_SQL, id, creditPurchase);
  }
}

/** Whether the address still suits the network: it was checked when asked, but the network may have changed since. */
function addressReview(record: Omit<AdminWithdrawalRecord, 'review'>, network: string | undefined) {
  return { walletAddressValid: isValidWalletAddress(record.walletAddress, network) };
}

function withdrawal(row: Row, network: string | undefined): UnreviewedRecord<AdminWithdrawalRecord> {
  return {
    ...walletRequest(row),
    walletAddress: row.wallet_address as string,
    payoutTxid: (row.payout_txid as string | null) ?? null,
    explorerUrl: explorerLink(network, row.payout_txid as string | null),
  };
}

function creditPurchase(row: Row, network: string | undefined): UnreviewedRecord<AdminCreditPurchaseRecord> {
  return {
    ...walletRequest(row),
    purchaseDate: row.purchase_date as string,
    totalCost: creditsToJson(BigInt(row.amount as string) + BigInt(row.fee as string)),
    txid: (row.txid as string | null) ?? null,
    explorerUrl: explorerLink(network, row.txid as string | null),
  };
}

function walletRequest(row: Row): UnreviewedRecord<AdminWalletRequestRecord> {
  return {
    id: row.id as string,
    memberId: row.member_id as string,
    memberName: row.member_name as string,
    memberEmail: row.member_email as string,
    amount: money(row.amount),
    fee: money(row.fee),
    status: row.status as AdminWalletRequestRecord['status'],
    rejectionReason: (row.rejection_reason as string | null) ?? null,
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
    audit: decisionAudit(row),
    review: chainReview(row),
  };
}
