import { Injectable } from '@nestjs/common';
import { CHAIN_CHECK_STATUSES } from '@earnwave/contracts';
import { isValidWalletAddress } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { explorerLink } from '../../../common/decisions/explorer-link';
import type { DecisionAudit } from '../../../common/simple-rest/decision-audit';
import { columnsOf, newestFirstList, type FilterRule, type ListSpec } from '../../../common/simple-rest/list-query';
import { consoleResource } from '../../../common/simple-rest/console-records';
import {
  flagFilter,
  paymentDecision,
  paymentMember,
  PaymentRecords,
  paymentSql,
  type UnreviewedRecord,
} from '../../../common/simple-rest/payment-records';
import type { AdminPaymentReview, ListedReview } from '../../../common/simple-rest/payment-review';
import { money } from '../../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;
/** `cancelled`: a withdrawal its member cancelled from the mailed link (credit purchases never are). */
const WALLET_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

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

/** A payment list's filters on its table `alias`: status, member, the chain check's status and the account's flags. */
function paymentFilters(alias: string, search: string[]): Record<string, FilterRule> {
  return {
    status: { type: 'equals', sql: `${alias}.status`, values: WALLET_STATUSES },
    memberId: { type: 'uuid', sql: `${alias}.member_id` },
    q: { type: 'search', sql: ['u.name', 'u.email', ...search] },
    chainStatus: { type: 'equals', sql: 'cc.status', values: CHAIN_CHECK_STATUSES },
    ...flagFilter(`${alias}.member_id`),
  };
}

export const WITHDRAWALS: ListSpec = newestFirstList(
  'withdrawals',
  'w',
  { ...columnsOf('w', 'decidedAt', 'amount', 'status'), memberName: 'u.name' },
  paymentFilters('w', ['w.wallet_address', 'w.payout_txid']),
);

export const CREDIT_PURCHASES: ListSpec = newestFirstList(
  'credit-purchases',
  'c',
  { ...columnsOf('c', 'purchaseDate', 'decidedAt', 'amount', 'status'), memberName: 'u.name' },
  paymentFilters('c', ['c.txid']),
);

const WITHDRAWAL_PAYMENT = paymentSql('withdrawals', 'w');
const PURCHASE_PAYMENT = paymentSql('credit-purchases', 'c');

const WITHDRAWAL_SQL = {
  select: `w.amount::text AS amount, w.fee::text AS fee, w.wallet_address, w.payout_txid, ${WITHDRAWAL_PAYMENT.columns}`,
  from: `withdrawal_requests w ${WITHDRAWAL_PAYMENT.joins}`,
};

const CREDIT_PURCHASE_SQL = {
  select: `c.amount::text AS amount, c.fee::text AS fee, c.purchase_date::text AS purchase_date, c.txid,
    ${PURCHASE_PAYMENT.columns}`,
  from: `credit_purchases c ${PURCHASE_PAYMENT.joins}`,
};

export const WITHDRAWAL_RECORDS = consoleResource<AdminWithdrawalListItem, AdminWithdrawalRecord>(WITHDRAWALS);
export const CREDIT_PURCHASE_RECORDS = consoleResource<AdminCreditPurchaseListItem, AdminCreditPurchaseRecord>(
  CREDIT_PURCHASES,
);

/** Withdrawals and credit purchases as the console lists and shows them (money in credits). */
@Injectable()
export class WalletRequestsRepository {
  constructor(private readonly records: PaymentRecords) {}

  readonly withdrawals = this.records.reader<AdminWithdrawalRecord>(
    WITHDRAWALS,
    WITHDRAWAL_SQL,
    withdrawal,
    addressReview,
  );

  readonly creditPurchases = this.records.reader<AdminCreditPurchaseRecord>(
    CREDIT_PURCHASES,
    CREDIT_PURCHASE_SQL,
    creditPurchase,
  );
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
    ...paymentMember(row),
    amount: money(row.amount),
    fee: money(row.fee),
    ...paymentDecision<AdminWalletRequestRecord['status']>(row),
  };
}
