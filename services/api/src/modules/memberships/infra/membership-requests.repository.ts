import { Injectable } from '@nestjs/common';
import {
  CHAIN_CHECK_STATUSES,
  MEMBERSHIP_LEVEL_SLUGS,
  SUBSCRIPTION_METHODS,
  SUBSCRIPTION_STATUSES,
  type MembershipLevelSlug,
  type SubscriptionMethod,
  type SubscriptionStatus,
} from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { explorerLink } from '../../../common/decisions/explorer-link';
import type { DecisionAudit } from '../../../common/simple-rest/decision-audit';
import { consoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { columnsOf, newestFirstList, type ListSpec, type Page } from '../../../common/simple-rest/list-query';
import {
  flagFilter,
  paymentDecision,
  paymentMember,
  PaymentRecords,
  paymentSql,
  type UnreviewedRecord,
} from '../../../common/simple-rest/payment-records';
import type { AdminPaymentReview, ListedReview } from '../../../common/simple-rest/payment-review';
import { iso } from '../../../common/simple-rest/record-fields';
import { transferInstant } from '../membership-answers';

type Row = Record<string, unknown>;

/** A membership request as the console reads it: money in credits, a USDT receipt's Txid linked, its audit. */
export interface AdminMembershipRequestRecord {
  id: string;
  memberId: string;
  memberName: string;
  memberEmail: string;
  level: MembershipLevelSlug;
  method: SubscriptionMethod;
  receipt: string;
  txid: string | null;
  explorerUrl: string | null;
  amount: number;
  /** The day of the transfer (`YYYY-MM-DD`), as the member gave it. */
  transferDate: string | null;
  status: SubscriptionStatus;
  startedAt: string | null;
  endedAt: string | null;
  rejectionReason: string | null;
  createdAt: string | null;
  decidedAt: string | null;
  audit: DecisionAudit | null;
  /** The payment desk's review: the transfer's chain check and the account behind it. */
  review: AdminPaymentReview;
}

/** A membership request as the console lists it: of the review, what the list shows (ListedReview). */
export interface AdminMembershipRequestListItem extends Omit<AdminMembershipRequestRecord, 'review'> {
  review: ListedReview;
}

export const MEMBERSHIP_REQUESTS: ListSpec = newestFirstList(
  'membership-requests',
  's',
  { ...columnsOf('s', 'transferDate', 'decidedAt', 'amount', 'level', 'status'), memberName: 'u.name' },
  {
    status: { type: 'equals', sql: 's.status', values: SUBSCRIPTION_STATUSES },
    level: { type: 'equals', sql: 's.level', values: MEMBERSHIP_LEVEL_SLUGS },
    method: { type: 'equals', sql: 's.method', values: SUBSCRIPTION_METHODS },
    memberId: { type: 'uuid', sql: 's.member_id' },
    q: { type: 'search', sql: ['u.name', 'u.email', 's.receipt'] },
    chainStatus: { type: 'equals', sql: 'cc.status', values: CHAIN_CHECK_STATUSES },
    ...flagFilter('s.member_id'),
  },
);

/** The console's `membership-requests`, with their audit and the payment desk's review. */
export const MEMBERSHIP_REQUEST_RECORDS = consoleResource<AdminMembershipRequestListItem, AdminMembershipRequestRecord>(
  MEMBERSHIP_REQUESTS,
);

const PAYMENT = paymentSql('membership-requests', 's');

const SQL = {
  select: `s.level, s.method, s.receipt, s.amount::text AS amount, s.transfer_date::text AS transfer_date,
    s.started_at, s.ended_at, ${PAYMENT.columns}`,
  from: `member_subscriptions s ${PAYMENT.joins}`,
};

/** Membership requests as the console lists and shows them, with their audit (money in credits). */
@Injectable()
export class MembershipRequestsRepository implements RecordReader<
  AdminMembershipRequestListItem,
  AdminMembershipRequestRecord
> {
  constructor(private readonly records: PaymentRecords) {}

  list(query: Record<string, unknown>): Promise<Page<AdminMembershipRequestListItem>> {
    return this.records.list(MEMBERSHIP_REQUESTS, SQL, query, membershipRequest);
  }

  one(id: string): Promise<AdminMembershipRequestRecord> {
    return this.records.byId(MEMBERSHIP_REQUESTS, SQL, id, membershipRequest);
  }
}

function membershipRequest(row: Row, network: string | undefined): UnreviewedRecord<AdminMembershipRequestRecord> {
  const txid = row.method === 'usdt' ? (row.receipt as string) : null;
  // The membership's term stands between the status and the rest of the decision, as the record has always listed them.
  const { status, ...decided } = paymentDecision<SubscriptionStatus>(row);
  return {
    ...paymentMember(row),
    level: row.level as MembershipLevelSlug,
    method: row.method as SubscriptionMethod,
    receipt: row.receipt as string,
    txid,
    explorerUrl: explorerLink(network, txid),
    amount: creditsToJson(BigInt(row.amount as string)),
    transferDate: transferInstant(row.transfer_date as string | null),
    status,
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    ...decided,
  };
}
