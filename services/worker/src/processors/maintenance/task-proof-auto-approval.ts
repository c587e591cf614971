import { decideProof, lockProof, overdueProofIds } from '@earnwave/db';
import type { DataSource } from 'typeorm';

const BATCH = 200;
/** A run stops after this many proofs; the next run (10 minutes later) goes on. */
const MAX_PER_RUN = 10_000;

/**
 * Approves the proofs nobody decided within `hours` of being sent, as MTurk and Picoworkers do,
 * so members are never left unpaid by an absent owner. Each proof is decided in its own short
 * transaction through the same compare-and-set as an owner's decision: a proof decided meanwhile
 * is skipped, and the approval is paid by settlement like any other. Answers how many it approved.
 */
export async function autoApproveOverdueProofs(db: DataSource, hours: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - hours * 60 * 60 * 1000);
  let approved = 0;
  let seen = 0;
  while (seen < MAX_PER_RUN) {
    const ids = await overdueProofIds(db.manager, cutoff, BATCH);
    seen += ids.length;
    for (const id of ids) {
      const decided = await db.transaction(async (manager) => {
        const proof = await lockProof(manager, id);
        return proof?.status === 'PENDING' && decideProof(manager, proof, { decision: 'APPROVED', decidedBy: 'timer' });
      });
      if (decided) approved += 1;
    }
    if (ids.length < BATCH) break;
  }
  return approved;
}
