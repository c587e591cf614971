import { AlreadyDecided, MembershipRequestNotFound, OwnRequestDecision } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { recordDecision } from '../payments/admin-decisions';
import { chainDecision } from '../payment-review/decision-gate';
import { lockSubscription, type MemberSubscription } from './membership-rows';

/**
 * What approving and rejecting a USDT membership request share, for an administrator (the API)
 * and for the chain check's auto-approval (the worker, `adminId` null): the request is locked
 * (after its member), must be a USDT proof still pending, is never the deciding administrator's
 * own, and the decision is recorded
 * once. A second decision, even a concurrent double click, finds it decided and answers 409.
 * The chain check's rules apply (chainDecision): an override to approve past an unverified
 * transfer, a mismatch's detail as the reason of a rejection given none. Answers the request and
 * the reason to keep.
 */
export async function lockPendingMembershipRequest(
  manager: EntityManager,
  decision: {
    requestId: string;
    adminId: string | null;
    decision: 'approve' | 'reject';
    reason?: string;
    override?: string;
  },
): Promise<{ request: MemberSubscription; reason: string | null }> {
  const request = await lockSubscription(manager, decision.requestId);
  // Free and card memberships activate themselves: they are not requests an administrator decides.
  if (!request || request.method !== 'usdt') throw new MembershipRequestNotFound();
  if (request.memberId === decision.adminId) throw new OwnRequestDecision();
  if (request.status !== 'pending') throw new AlreadyDecided('membershipRequest');
  const { reason, chainOverride } = await chainDecision(
    manager,
    { resource: 'membership-requests', recordId: request.id, what: 'membershipRequest' },
    decision,
  );
  const recorded = await recordDecision(manager, {
    resource: 'membership-requests',
    recordId: request.id,
    decision: decision.decision,
    adminId: decision.adminId,
    reason,
    chainOverride,
  });
  if (!recorded) throw new AlreadyDecided('membershipRequest');
  return { request, reason };
}
