import type { MemberSubscription, Transaction } from '@earnwave/db';

/** An administrator's decision on a USDT membership request, as lockPending takes it. */
export interface MembershipRequestDecision {
  requestId: string;
  adminId: string | null;
  decision: 'approve' | 'reject';
  reason?: string;
  override?: string;
}

/**
 * What refusing a membership request asks of the memberships' data. The port of
 * RejectMembershipRequestHandler, implemented by MembershipsRepository over PostgreSQL (libs/db's
 * decision core, shared with the worker) and by InMemoryMembershipRequests
 * (`membership-request-decisions.fake.ts`); both pass `membership-request-decisions.contract.ts`.
 */
export abstract class MembershipRequestDecisions {
  /**
   * Takes the pending USDT request for this decision and records it once: refused with
   * MembershipRequestNotFound (none, or not a USDT proof), OwnRequestDecision, AlreadyDecided.
   * Answers the request and the reason to keep.
   */
  abstract lockPending(
    tx: Transaction,
    decision: MembershipRequestDecision,
  ): Promise<{ request: MemberSubscription; reason: string | null }>;

  abstract rejectSubscription(tx: Transaction, id: string, reason: string): Promise<void>;

  /** The member's status from what they hold and ask for: active if they ever held a membership, else inactive. */
  abstract restoreMemberStatus(tx: Transaction, memberId: string): Promise<void>;

  abstract subscription(tx: Transaction, id: string): Promise<MemberSubscription | undefined>;
}
