import { UserEntity, createDataSource, postEntries, verifyLedger } from '@earnwave/db';
import { memberAvailable, memberHeld, PLATFORM, transfer, type LedgerEntry } from '@earnwave/domain';
import { createTestDatabase, type TestDatabase } from '@earnwave/testing';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PostgresLedgerWriter } from '../src/modules/wallet/ledger-writer';

/**
 * These specs drive the ledger writer itself, with entries no domain row explains, so the check is
 * asked only about balances and postings here; ledger-check.e2e-spec proves the sources.
 */
const NO_DRIFT = { drift: [], unbalanced: [], total: '0' };

describe('the ledger', () => {
  let database: TestDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDataSource(database.url, 60).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function newMember(): Promise<string> {
    const id = randomUUID();
    await db.getRepository(UserEntity).insert({
      id,
      name: 'Ledger Member',
      email: `${id}@example.test`,
      passwordHash: 'x',
      role: 'member',
      status: 'active',
      tokenVersion: 0,
      referralCode: id.slice(0, 8).toUpperCase(),
    });
    return id;
  }
  const balance = async (account: string): Promise<bigint> => {
    const [row] = await db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]);
    return BigInt(row?.balance ?? 0);
  };
  const fund = (member: string, amount: bigint) =>
    db.transaction((m) =>
      postEntries(m, [
        transfer('credit_purchase', `fund:${randomUUID()}`, PLATFORM.deposits, memberAvailable(member), amount),
      ]),
    );

  it('writes an entry once per idempotency key', async () => {
    const member = await newMember();
    const entry = transfer('credit_purchase', `once:${member}`, PLATFORM.deposits, memberAvailable(member), 5_000_000n);
    expect(await db.transaction((m) => postEntries(m, [entry, entry]))).toHaveLength(1);
    expect(await db.transaction((m) => postEntries(m, [entry]))).toHaveLength(0);
    expect(await balance(memberAvailable(member))).toBe(5_000_000n);
  });

  it('refuses, in the database itself, postings that do not sum to zero', async () => {
    const member = await newMember();
    const txId = randomUUID();
    await expect(
      db.transaction(async (m) => {
        await m.query(`INSERT INTO ledger_accounts (id) VALUES ($1) ON CONFLICT DO NOTHING`, [memberAvailable(member)]);
        await m.query(`INSERT INTO ledger_transactions (id, type, idempotency_key) VALUES ($1, 'reversal', $2)`, [
          txId,
          txId,
        ]);
        await m.query(
          `INSERT INTO ledger_postings (transaction_id, account_id, type, amount) VALUES ($1, $2, 'reversal', 7)`,
          [txId, memberAvailable(member)],
        );
      }),
    ).rejects.toThrow(/does not sum to zero/);
  });

  it('refuses to update or delete ledger rows', async () => {
    const member = await newMember();
    await fund(member, 1_000_000n);
    await expect(db.query(`UPDATE ledger_postings SET amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM ledger_transactions`)).rejects.toThrow(/append-only/);
  });

  it('never lets a member balance go below zero, even when asked directly', async () => {
    const member = await newMember();
    await fund(member, 1_000_000n);
    const overdraw = transfer(
      'gift_sent',
      `overdraw:${member}`,
      memberAvailable(member),
      PLATFORM.clearing,
      2_000_000n,
    );
    await expect(db.transaction((m) => postEntries(m, [overdraw]))).rejects.toThrow(/balance_non_negative/);
    expect(await balance(memberAvailable(member))).toBe(1_000_000n);
  });

  it('lets 50 concurrent spends from one member take exactly what the balance holds', async () => {
    const member = await newMember();
    await fund(member, 20_000_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction((m) =>
          new PostgresLedgerWriter().spend(m, {
            payerId: member,
            amount: 1_000_000n,
            type: 'gift_sent',
            idempotencyKey: `race:${member}:${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(30);
    expect(await balance(memberAvailable(member))).toBe(0n);
    expect(await verifyLedger(db.manager)).toMatchObject(NO_DRIFT);
  });

  it('keeps every invariant over random sequences of commands, replays included', async () => {
    type Command =
      | { kind: 'fund'; who: number; amount: bigint }
      | { kind: 'spend'; who: number; to: number; amount: bigint }
      | { kind: 'hold'; who: number; amount: bigint }
      | { kind: 'replay'; index: number };
    const amount = fc.bigInt({ min: 1n, max: 5_000_000n });
    const who = fc.integer({ min: 0, max: 3 });
    const command: fc.Arbitrary<Command> = fc.oneof(
      fc.record({ kind: fc.constant('fund' as const), who, amount }),
      fc.record({ kind: fc.constant('spend' as const), who, to: fc.integer({ min: 1, max: 3 }), amount }),
      fc.record({ kind: fc.constant('hold' as const), who, amount }),
      fc.record({ kind: fc.constant('replay' as const), index: fc.nat() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const members = await Promise.all([0, 1, 2, 3].map(() => newMember()));
        const expected = new Map<string, bigint>();
        const add = (account: string, delta: bigint) => expected.set(account, (expected.get(account) ?? 0n) + delta);
        const written: LedgerEntry[] = [];
        for (const c of commands) {
          if (c.kind === 'replay') {
            if (written.length === 0) continue;
            const again = await db.transaction((m) => postEntries(m, [written[c.index % written.length]]));
            expect(again).toHaveLength(0);
            continue;
          }
          const account = memberAvailable(members[c.who]);
          const have = expected.get(account) ?? 0n;
          const entry =
            c.kind === 'fund'
              ? transfer('credit_purchase', randomUUID(), PLATFORM.deposits, account, c.amount)
              : c.kind === 'spend'
                ? transfer('gift_sent', randomUUID(), account, memberAvailable(members[(c.who + c.to) % 4]), c.amount)
                : transfer('withdrawal', randomUUID(), account, memberHeld(members[c.who]), c.amount);
          const outcome = await db
            .transaction((m) => postEntries(m, [entry]))
            .then(
              () => 'posted',
              () => 'refused',
            );
          const debits = c.kind !== 'fund';
          expect(outcome).toBe(debits && have < c.amount ? 'refused' : 'posted');
          if (outcome === 'posted') {
            written.push(entry);
            for (const p of entry.postings) add(p.account, p.amount);
          }
        }
        for (const [account, value] of expected) {
          if (account.startsWith('member:')) expect(await balance(account)).toBe(value);
        }
        expect(await verifyLedger(db.manager)).toMatchObject(NO_DRIFT);
      }),
      { numRuns: 25 },
    );
  });
});
