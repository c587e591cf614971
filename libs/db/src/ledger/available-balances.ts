import { memberAvailable } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/**
 * The available balances (micro-credits) of these members, read after a commit for the live
 * `balance` pushes (the API's after an administrator's decision, the worker's after a settlement).
 */
export async function availableBalances(
  manager: EntityManager,
  memberIds: readonly string[],
): Promise<{ memberId: string; balance: bigint }[]> {
  if (memberIds.length === 0) return [];
  const rows: { member_id: string; balance: string }[] = await manager.query(
    `SELECT member_id, balance FROM ledger_accounts WHERE id = ANY($1)`,
    [memberIds.map(memberAvailable)],
  );
  return rows.map((row) => ({ memberId: row.member_id, balance: BigInt(row.balance) }));
}
