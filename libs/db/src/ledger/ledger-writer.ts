import { randomUUID } from 'node:crypto';
import {
  accountChanges,
  assertBalanced,
  mayGoNegative,
  memberAvailable,
  memberDebt,
  memberOfAccount,
  transfer,
  UNPROJECTED,
  type AccountChange,
  type LedgerEntry,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { countContentViewUsage } from './content-view-usage';

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
 * The balances each database transaction's postEntries left on the accounts they updated (the
 * UPDATE's RETURNING), latest last. The rows stay locked until the transaction ends, so these are
 * the balances it commits: what the live pushes announce, without a query after the commit.
 */
const writtenIn = new WeakMap<EntityManager, Map<string, bigint>>();

/** The balances postEntries wrote in this transaction so far, by account (see writtenIn). */
export function balancesWritten(manager: EntityManager): ReadonlyMap<string, bigint> {
  return writtenIn.get(manager) ?? new Map();
}

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
    [ids, ids.map((id) => memberOfAccount(id) ?? null), ids.map((id) => mayGoNegative(id))],
  );
}

/**
 * Writes ledger entries in the caller's transaction, set-based, whatever their number:
 * transactions go in with ON CONFLICT (idempotency_key) DO NOTHING, and only the ones that went
 * in get postings and move balances, so a replayed entry is a no-op. Balances are summed per
 * account and each row is updated once. A balance that would go below zero fails the whole
 * database transaction (check constraint): callers that spend check first, under the lock.
 * What the entries credit to a member who owes pays their debt first (payDebts), and what they
 * credit for content views is added to the members' weekly counters (countContentViewUsage).
 * Answers the entries that were new, those repayments included.
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
  const changes = [...accountChanges(posted)].filter(([account]) => !UNPROJECTED.has(account));
  // The unprojected accounts are not locked nor ensured here: a migration created them
  // (1763873700000); a new one in UNPROJECTED needs a migration of its own.
  await lockNotYetLocked(
    manager,
    postings.map((posting) => posting.account),
  );
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
  if (changes.length) {
    // TypeORM answers an UPDATE as [rows, affected].
    const [balances]: [{ id: string; balance: string }[], number] = await manager.query(
      `UPDATE ledger_accounts AS account
       SET balance = account.balance + change.balance, sent_out = account.sent_out + change.sent_out,
           bought = account.bought + change.bought
       FROM unnest($1::varchar[], $2::bigint[], $3::bigint[], $4::bigint[]) AS change (id, balance, sent_out, bought)
       WHERE account.id = change.id
       RETURNING account.id, account.balance`,
      changeArrays(changes),
    );
    const written = writtenIn.get(manager) ?? new Map<string, bigint>();
    writtenIn.set(manager, written);
    for (const row of balances) written.set(row.id, BigInt(row.balance));
  }
  await countContentViewUsage(manager, posted);
  return [...posted, ...(await payDebts(manager, posted))];
}

/**
 * The debt rule (README, Card payments): a member who owes (memberDebt below zero) pays it off
 * from the first credits that reach their available balance, whatever they are (an earning, a
 * purchase, a released withdrawal), so a debt is never forgotten and never spent around. Each
 * crediting transaction is followed by one `debt_repayment` (available -> debt, at most what is
 * owed), keyed by that transaction so that it is written once. A debt account is only ever locked
 * by a transaction that already holds the same member's available account (here; the reversal
 * that records a debt locks both, available first in the sorted order), so this later lock
 * cannot close a cycle with another writer.
 */
async function payDebts(manager: EntityManager, posted: PostedEntry[]): Promise<PostedEntry[]> {
  const creditedBy = new Map<string, string>();
  for (const entry of posted) {
    if (entry.type === 'debt_repayment') continue;
    for (const { account, amount } of entry.postings) {
      const member = memberOfAccount(account);
      if (member && amount > 0n && account === memberAvailable(member) && !creditedBy.has(member)) {
        creditedBy.set(member, entry.transactionId);
      }
    }
  }
  if (creditedBy.size === 0) return [];
  // Read without a lock first: almost nobody owes, and only those who do take the debt lock.
  const owing: { id: string }[] = await manager.query(
    `SELECT id FROM ledger_accounts WHERE id = ANY($1) AND balance < 0`,
    [[...creditedBy.keys()].map(memberDebt)],
  );
  if (owing.length === 0) return [];
  const members = owing.map((row) => memberOfAccount(row.id)!);
  const balances = await lockAccounts(
    manager,
    members.flatMap((member) => [memberAvailable(member), memberDebt(member)]),
  );
  const repayments = members.flatMap((member) => {
    const available = balances.get(memberAvailable(member)) ?? 0n;
    const owed = -(balances.get(memberDebt(member)) ?? 0n);
    const amount = available < owed ? available : owed;
    if (amount <= 0n) return [];
    const paidFrom = creditedBy.get(member)!;
    return [
      transfer('debt_repayment', `debt-repayment:${paidFrom}`, memberAvailable(member), memberDebt(member), amount, {
        memberId: member,
        metadata: { paidFrom },
      }),
    ];
  });
  return postEntries(manager, repayments);
}

/** A member's spendable balance, read under lock for a spend in the same transaction. */
export async function lockedBalance(manager: EntityManager, account: string): Promise<bigint> {
  return (await lockAccounts(manager, [account])).get(account) ?? 0n;
}

/** accountChanges as the four arrays the writers' UPDATE unnests: ids, balances, sent out, bought. */
export function changeArrays(changes: [string, AccountChange][]): [string[], string[], string[], string[]] {
  return [
    changes.map(([account]) => account),
    changes.map(([, change]) => change.balance.toString()),
    changes.map(([, change]) => change.sentOut.toString()),
    changes.map(([, change]) => change.bought.toString()),
  ];
}
