import { lockSubscription, recordDecision, type MemberSubscription } from '@earnwave/db';
import { AlreadyDecided, MembershipRequestNotFound, OwnRequestDecision } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/**
 * What approving and rejecting share: the request is locked (after its member), must be a USDT
 * proof still pending, is never the deciding administrator's own, and the decision is recorded
 * once. A second decision, even a concurrent double click, finds it decided and answers 409.
 */
export async function lockPendingRequest(
  manager: EntityManager,
  decision: { requestId: string; adminId: string; decision: 'approve' | 'reject'; reason?: string },
): Promise<MemberSubscription> {
  const request = await lockSubscription(manager, decision.requestId);
  // Free and card memberships activate themselves: they are not requests an administrator decides.
  if (!request || request.method !== 'usdt') throw new MembershipRequestNotFound();
  if (request.memberId === decision.adminId) throw new OwnRequestDecision();
  if (request.status !== 'pending') throw new AlreadyDecided('membershipRequest');
  const recorded = await recordDecision(manager, {
    resource: 'membership-requests',
    recordId: request.id,
    decision: decision.decision,
    adminId: decision.adminId,
    reason: decision.reason ?? null,
  });
  if (!recorded) throw new AlreadyDecided('membershipRequest');
  return request;
}
