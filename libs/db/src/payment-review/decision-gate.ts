import { needsChainOverride } from '@earnwave/contracts';
import { ChainOverrideRequired, RejectionReasonRequired, type Decidable } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { findChainCheck, type ChainCheckResource } from './chain-checks';

/**
 * What a decision on a deposit must carry given its chain check, read in the decision's
 * transaction (after the request's lock):
 *
 * - approving past a `mismatch`, `not-found` or `pending` check (needsChainOverride) needs an override reason
 *   (ChainOverrideRequired, a 400 field error on `override`, as validation answers), recorded as the decision's `chain_override`;
 *   with no check yet or `unavailable` (no chain configured) approval works as before;
 * - rejecting without a reason takes the mismatch's detail; with no mismatch a reason is
 *   required (RejectionReasonRequired, 400 on `reason`).
 *
 * Answers the reason and override to record.
 */
export async function chainDecision(
  manager: EntityManager,
  target: { resource: ChainCheckResource; recordId: string; what: Decidable },
  decision: { decision: 'approve' | 'reject'; reason?: string | null; override?: string | null },
): Promise<{ reason: string | null; chainOverride: string | null }> {
  const check = await findChainCheck(manager, target.resource, target.recordId);
  if (decision.decision === 'approve') {
    const needed = check !== undefined && needsChainOverride(check.status);
    if (needed && !decision.override) throw new ChainOverrideRequired(check.status);
    return { reason: null, chainOverride: needed ? decision.override! : null };
  }
  if (decision.reason) return { reason: decision.reason, chainOverride: null };
  if (check?.status === 'mismatch') return { reason: `Chain check: ${check.detail}`, chainOverride: null };
  throw new RejectionReasonRequired(target.what);
}
