import { randomUUID } from 'node:crypto';
import {
  assertBalanced,
  MAY_GO_NEGATIVE,
  memberOfAccount,
  netDeltas,
  UNPROJECTED,
  type LedgerEntry,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

export interface PostedEntry extends LedgerEntry {
  transactionId: string;
}

/**
 * The accounts each database transaction (its EntityManager) holds FOR UPDATE: a row lock lasts
 * until the transaction ends, so postEntries need not lock again what its caller locked to check
 * (a settlement group locks its members' accounts first, then posts to them). It assumes one
 * manager per transaction (DataSource.transaction gives each its own): nothing here reuses a
 * QueryRunner for a second transaction or rolls back to a savepoint, either of which would leave
 * accounts recorded as locked that are not.
 */
const lockedIn = new WeakMap<EntityManager, Set<string>>();

/**
 * Creates missing accounts and locks the given ones FOR UPDATE in a fixed order (so two writers
 * never wait on each other in a cycle). Answers the current balances of the projected ones.
 */
export async function lockAccounts(manager: EntityManager, accounts: Iterable<string>): Promise<Map<string, bigint>> {
  const ids = [...new Set(accounts)].filter((id) => !UNPROJECTED.has(id)).sort();
  await ensureAccounts(manager, ids);
  const rows: { id: string; balance: string }[] = await manager.query(
    `SELECT id, balance FROM ledger_accounts WHERE id = ANY($1) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const locked = lockedIn.get(manager) ?? new Set<string>();
  lockedIn.set(manager, locked);
  for (const id of ids) locked.add(id);
  return new Map(rows.map((row) => [row.id, BigInt(row.balance)]));
}

/** Locks (lockAccounts) those of the accounts this transaction does not hold yet. */
async function lockNotYetLocked(manager: EntityManager, accounts: Iterable<string>): Promise<void> {
  const locked = lockedIn.get(manager);
  const missing = [...new Set(accounts)].filter((id) => !UNPROJECTED.has(id) && !locked?.has(id));
  if (missing.length) await lockAccounts(manager, missing);
}

async function ensureAccounts(manager: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(
    `INSERT INTO ledger_accounts (id, member_id, may_go_negative)
     SELECT * FROM unnest($1::varchar[], $2::uuid[], $3::boolean[])
     ON CONFLICT (id) DO NOTHING`,
    [ids, ids.map((id) => memberOfAccount(id) ?? null), ids.map((id) => MAY_GO_NEGATIVE.has(id))],
  );
}

/**
 * Writes ledger entries in the caller's transaction, set-based, whatever their number:
 * transactions go in with ON CONFLICT (idempotency_key) DO NOTHING, and only the ones that went
 * in get postings and move balances, so a replayed entry is a no-op. Balances are summed per
 * account and each row is updated once. A balance that would go below zero fails the whole
 * database transaction (check constraint): callers that spend check first, under the lock.
 * Answers the entries that were new.
 */
export async function postEntries(manager: EntityManager, entries: LedgerEntry[]): Promise<PostedEntry[]> {
  if (entries.length === 0) return [];
  entries.forEach(assertBalanced);
  const withIds = entries.map((entry) => ({ ...entry, transactionId: randomUUID() }));
  const inserted: { id: string }[] = await manager.query(
    `INSERT INTO ledger_transactions (id, type, idempotency_key, member_id, reverses_id, metadata)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::uuid[], $5::uuid[], $6::jsonb[])
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [
      withIds.map((e) => e.transactionId),
      withIds.map((e) => e.type),
      withIds.map((e) => e.idempotencyKey),
      withIds.map((e) => e.memberId ?? null),
      withIds.map((e) => e.reversesId ?? null),
      withIds.map((e) => JSON.stringify(e.metadata ?? {})),
    ],
  );
  const newIds = new Set(inserted.map((row) => row.id));
  const posted = withIds.filter((entry) => newIds.has(entry.transactionId));
  if (posted.length === 0) return [];

  const postings = posted.flatMap((entry) =>
    entry.postings.map((posting) => ({ ...posting, transactionId: entry.transactionId, type: entry.type })),
  );
  const deltas = [...netDeltas(posted)].filter(([account, delta]) => delta !== 0n && !UNPROJECTED.has(account));
  await lockNotYetLocked(
    manager,
    postings.map((posting) => posting.account),
  );
  await ensureAccounts(manager, [...UNPROJECTED]);
  await manager.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, type, amount)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::bigint[])`,
    [
      postings.map((p) => p.transactionId),
      postings.map((p) => p.account),
      postings.map((p) => p.type),
      postings.map((p) => p.amount.toString()),
    ],
  );
  if (deltas.length) {
    await manager.query(
      `UPDATE ledger_accounts AS account SET balance = account.balance + delta.amount
       FROM unnest($1::varchar[], $2::bigint[]) AS delta (id, amount)
       WHERE account.id = delta.id`,
      [deltas.map(([account]) => account), deltas.map(([, delta]) => delta.toString())],
    );
  }
  return posted;
}

/** A member's spendable balance, read under lock for a spend in the same transaction. */
export async function lockedBalance(manager: EntityManager, account: string): Promise<bigint> {
  return (await lockAccounts(manager, [account])).get(account) ?? 0n;
}
