import type { EntityManager } from 'typeorm';

/** An account younger than this is flagged `new-account`. */
const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What makes an account's deposits wait for a person however the chain check went. This minimal
 * version knows one flag, `new-account` (younger than 7 days at the database's time); the payment
 * desk's linked-accounts review adds shared wallets, devices and referral rings under this name.
 */
export async function accountFlags(manager: EntityManager, userId: string): Promise<string[]> {
  const [row]: { new_account: boolean }[] = await manager.query(
    `SELECT created_at > now() - ($2 || ' milliseconds')::interval AS new_account FROM users WHERE id = $1`,
    [userId, String(NEW_ACCOUNT_MS)],
  );
  return row?.new_account ? ['new-account'] : [];
}
