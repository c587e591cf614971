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
import {
  decisionAudit,
  decisionJoin,
  DECISION_COLUMNS,
  type DecisionAudit,
} from '../../../common/simple-rest/decision-audit';
import { createdWithin, type ListSpec, type Page } from '../../../common/simple-rest/list-query';
import { flagFilter, PaymentRecords, type UnreviewedRecord } from '../../options';
import { iso } from '../../../common/simple-rest/record-fields';
import {
  chainReview,
  paymentReviewSql,
  type AdminPaymentReview,
  type ListedReview,
} from '../../../common/simple-rest/payment-review';
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
    chainStatus: { type: 'equals', sql: 'cc.status', values: CHAIN_CHECK_STATUSES },
    ...createdWithin('s.created_at'),
    ...flagFilter('s.member_id'),
  },
};

const REVIEW = paymentReviewSql('membership-requests', 's.id', 's.member_id');

const SQL = {
  select: `s.id, s.member_id, s.level, s.method, s.receipt, s.amount::text AS amount,
    s.transfer_date::text AS transfer_date, s.status, s.started_at, s.ended_at, s.rejection_reason,
    s.created_at, s.decided_at, u.name AS member_name, u.email AS member_email, ${DECISION_COLUMNS},
    ${REVIEW.columns}`,
  from: `member_subscriptions s JOIN users u ON u.id = s.member_id ${decisionJoin('membership-requests', 's.id')}
    ${REVIEW.join}`,
};

/** Membership requests as the console lists and shows them, with their audit (money in credits). */
@Injectable()
export class MembershipRequestsRepository {
  constructor(private readonly records: PaymentRecords) {}

  list(query: Record<string, unknown>): Promise<Page<AdminMembershipRequestListItem>> {
    return this.records.list(MEMBERSHIP_REQUESTS, SQL, query, membershipRequest);
  }

  byId(id: string): Promise<AdminMembershipRequestRecord> {
    return this.records.byId(MEMBERSHIP_REQUESTS, SQL, id, membershipRequest);
  }
}

function membershipRequest(row: Row, network: string | undefined): UnreviewedRecord<AdminMembershipRequestRecord> {
  const txid = row.method === 'usdt' ? (row.receipt as string) : null;
  return {
    id: row.id as string,
    memberId: row.member_id as string,
    memberName: row.member_name as string,
    memberEmail: row.member_email as string,
    level: row.level as MembershipLevelSlug,
    method: row.method as SubscriptionMethod,
    receipt: row.receipt as string,
    txid,
    explorerUrl: explorerLink(network, txid),
    amount: creditsToJson(BigInt(row.amount as string)),
    transferDate: transferInstant(row.transfer_date as string | null),
    status: row.status as SubscriptionStatus,
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    rejectionReason: (row.rejection_reason as string | null) ?? null,
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
    audit: decisionAudit(row),
    review: chainReview(row),
  };
}
