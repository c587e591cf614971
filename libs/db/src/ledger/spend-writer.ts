import { randomUUID } from 'node:crypto';
import { accountChanges, assertBalanced, UNPROJECTED, type LedgerEntry } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { prepared } from '../prepared';
import { changeArrays, lockedBalance } from './ledger-writer';

/** A row for a writer that inserts it in a statement of its own (postSpend): column names to values. */
export interface RowToInsert {
  table: string;
  values: Record<string, unknown>;
}

/**
 * The balance of an account, read under its row lock for a spend in the same transaction: one
 * statement when the account exists, else lockedBalance's way (the row made, then locked).
 */
export async function lockBalanceForSpend(manager: EntityManager, account: string): Promise<bigint> {
  const [row] = await prepared<{ balance: string }[]>(
    manager,
    `SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE`,
    [account],
  );
  return row ? BigInt(row.balance) : lockedBalance(manager, account);
}

/**
 * postEntries for one spend, in one statement: the ledger transaction goes in with ON CONFLICT
 * (idempotency_key) DO NOTHING, and only when it went in do its postings, the balance changes and
 * the caller's `rows` go in too (what was bought, its outbox event), so a replayed key is a no-op. Every projected account the entry
 * touches must be locked by the caller already (lockBalanceForSpend): the payer, whose balance the
 * caller checked under that lock; the unprojected ones (clearing) are never locked, and exist
 * (migration 1763873700000 made them). A balance that would still go below zero fails the statement (check constraint).
 * Answers whether the spend was new.
 */
export async function postSpend(
  manager: EntityManager,
  entry: LedgerEntry,
  rows: readonly RowToInsert[] = [],
): Promise<boolean> {
  assertBalanced(entry);
  // A spend only takes from its payer: a posting into a member's balance would be a negative
  // amount that the request's validation let through (assertBalanced refuses a zero one).
  if (entry.postings.some((p) => p.amount > 0n && !UNPROJECTED.has(p.account))) {
    throw new RangeError(`a spend moves a positive amount out of its payer: ${entry.idempotencyKey}`);
  }
  const changes = [...accountChanges([entry])].filter(([account]) => !UNPROJECTED.has(account));
  const params: unknown[] = [
    randomUUID(),
    entry.type,
    entry.idempotencyKey,
    entry.memberId ?? null,
    entry.reversesId ?? null,
    JSON.stringify(entry.metadata ?? {}),
    entry.postings.map((p) => p.account),
    entry.postings.map((p) => p.amount.toString()),
    ...changeArrays(changes),
  ];
  const rowInserts = rows.map(({ table, values }, i) => {
    const columns = Object.keys(values);
    const placeholders = columns.map((_, j) => `$${params.length + j + 1}`);
    params.push(...Object.values(values));
    return `row_${i} AS (INSERT INTO ${table} (${columns.join(', ')}) SELECT ${placeholders.join(', ')} FROM tx)`;
  });
  const [{ posted }] = await prepared<{ posted: number }[]>(
    manager,
    `WITH tx AS (
       INSERT INTO ledger_transactions (id, type, idempotency_key, member_id, reverses_id, metadata)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id),
     postings AS (
       INSERT INTO ledger_postings (transaction_id, account_id, type, amount)
       SELECT tx.id, p.account, $2, p.amount FROM tx, unnest($7::varchar[], $8::bigint[]) AS p (account, amount)),
     balances AS (
       UPDATE ledger_accounts AS account
       SET balance = account.balance + change.balance, sent_out = account.sent_out + change.sent_out,
           bought = account.bought + change.bought
       FROM tx, unnest($9::varchar[], $10::bigint[], $11::bigint[], $12::bigint[]) AS change (id, balance, sent_out, bought)
       WHERE account.id = change.id)${rowInserts.map((sql) => `,\n     ${sql}`).join('')}
     SELECT count(*)::int AS posted FROM tx`,
    params,
  );
  return posted === 1;
}
