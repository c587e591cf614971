import type { EntityManager } from 'typeorm';

/**
 * Keeps the network address an account signed up from (the payment desk's `address` link; its
 * sign-ins' addresses are on its sessions), in the sign-up's own transaction. Erased after
 * REVIEW_RETENTION_DAYS by eraseExpiredReviewRecords (the worker's retention job). An empty address
 * (none known) is not kept.
 */
export async function recordSignupAddress(manager: EntityManager, userId: string, ip: string): Promise<void> {
  if (!ip) return;
  await manager.query(`INSERT INTO signup_addresses (user_id, ip) VALUES ($1, $2)`, [userId, ip.slice(0, 64)]);
}

/**
 * Erases what the payment desk links accounts by once it is older than the retention: sign-up
 * addresses, and the address and device id of sessions begun before then (a session lasts at most
 * 30 days, so such a session is long over; the row stays, for the member's own history, without
 * them). Answers how many rows were erased.
 */
export async function eraseExpiredReviewRecords(
  manager: EntityManager,
  retentionDays: number,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  // TypeORM answers a DELETE, like an UPDATE, as [rows, affected count].
  const [, signups] = (await manager.query(`DELETE FROM signup_addresses WHERE created_at < $1`, [before])) as [
    unknown,
    number,
  ];
  const [, sessions] = (await manager.query(
    `UPDATE sessions SET ip = '', device_id = NULL
      WHERE created_at < $1 AND (ip <> '' OR device_id IS NOT NULL)`,
    [before],
  )) as [unknown, number];
  return signups + sessions;
}
