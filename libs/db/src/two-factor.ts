import type { EntityManager } from 'typeorm';

/** Whether the account signs in with a TOTP code (confirmed, not merely started). */
export async function totpEnabled(db: Pick<EntityManager, 'query'>, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM totp_enrolments WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  return rows.length > 0;
}
