import { createTestDatabase, type TestDatabase } from '@earnwave/testing';
import { memberAvailable, PLATFORM, transfer, UnbalancedEntryError } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import { outboxRow } from '../outbox';
import { postEntries } from './ledger-writer';
import { lockBalanceForSpend, postSpend } from './spend-writer';

describe('the spend writer', () => {
  let database: TestDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDataSource(database.url, 2).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** A member holding `amount`, paid as a reward. */
  async function memberWith(amount: bigint): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO users (id, name, email, password_hash, role, status, referral_code)
       VALUES ($1, 'Member', $2 || '@test.local', 'x', 'member', 'active', upper(substr(replace($2, '-', ''), 1, 12)))`,
      [id, id],
    );
    await db.transaction((manager) =>
      postEntries(manager, [
        transfer('content_view', `content_view:${randomUUID()}`, PLATFORM.rewards, memberAvailable(id), amount, {
          memberId: id,
        }),
      ]),
    );
    return id;
  }
  const spend = (memberId: string, key: string, amount: bigint) =>
    transfer('gift_sent', key, memberAvailable(memberId), PLATFORM.clearing, amount, { memberId });
  const balance = async (account: string) =>
    BigInt((await db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [account]))[0].balance);
  const outboxFor = async (key: string) =>
    Number(
      (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE payload->>'spendTransactionKey' = $1`, [key]))[0].n,
    );
  const event = (key: string, payerId: string) =>
    outboxRow('member-transfer.spent', {
      spendTransactionKey: key,
      payerId,
      receiverId: payerId,
      amount: '600',
      fee: '0',
      receiverType: 'gift_received',
    });

  it("keeps the payer's free-limit counter with the debit, once per key, and a purchase's with the credit", async () => {
    const payer = await memberWith(1000n);
    const counters = async () =>
      (
        await db.query(
          `SELECT sent_out::text AS "sentOut", bought::text AS bought FROM ledger_accounts WHERE id = $1`,
          [memberAvailable(payer)],
        )
      )[0];
    const key = `gift:${randomUUID()}`;
    await db.transaction(async (manager) => {
      await lockBalanceForSpend(manager, memberAvailable(payer));
      await postSpend(manager, spend(payer, key, 300n));
      await postSpend(manager, spend(payer, key, 300n));
    });
    await db.transaction((manager) =>
      postEntries(manager, [
        transfer('credit_purchase', `credit-purchase:${randomUUID()}`, PLATFORM.deposits, memberAvailable(payer), 50n),
      ]),
    );
    // The reward that funded the member counts as neither.
    expect(await counters()).toEqual({ sentOut: '300', bought: '50' });
  });

  it('debits a replayed key once and writes its rows once, in one transaction or two', async () => {
    const payer = await memberWith(1000n);
    const key = `gift:${randomUUID()}`;
    const posted = await db.transaction(async (manager) => {
      await lockBalanceForSpend(manager, memberAvailable(payer));
      return [
        await postSpend(manager, spend(payer, key, 600n), [event(key, payer)]),
        await postSpend(manager, spend(payer, key, 600n), [event(key, payer)]),
      ];
    });
    expect(posted).toEqual([true, false]);
    expect(
      await db.transaction(async (manager) => {
        await lockBalanceForSpend(manager, memberAvailable(payer));
        return postSpend(manager, spend(payer, key, 600n), [event(key, payer)]);
      }),
    ).toBe(false);
    expect(await balance(memberAvailable(payer))).toBe(400n);
    expect(await outboxFor(key)).toBe(1);
    const [{ postings }] = await db.query(
      `SELECT count(*)::int AS postings FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
       WHERE t.idempotency_key = $1`,
      [key],
    );
    expect(postings).toBe(2);
  });

  it('refuses to overdraw even when its caller skipped the check, writing nothing', async () => {
    const payer = await memberWith(1000n);
    const key = `gift:${randomUUID()}`;
    await expect(
      db.transaction(async (manager) => {
        await lockBalanceForSpend(manager, memberAvailable(payer));
        return postSpend(manager, spend(payer, key, 1001n), [event(key, payer)]);
      }),
    ).rejects.toThrow();
    expect(await balance(memberAvailable(payer))).toBe(1000n);
    expect(await outboxFor(key)).toBe(0);
    expect(await db.query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`, [key])).toHaveLength(0);
  });

  it('refuses a spend of nothing or less, which would credit its payer, writing nothing', async () => {
    const payer = await memberWith(1000n);
    for (const [amount, refusal] of [
      [-500n, RangeError],
      [0n, UnbalancedEntryError],
    ] as const) {
      const key = `gift:${randomUUID()}`;
      await expect(
        db.transaction(async (manager) => {
          await lockBalanceForSpend(manager, memberAvailable(payer));
          return postSpend(manager, spend(payer, key, amount), [event(key, payer)]);
        }),
      ).rejects.toThrow(refusal);
      expect(await outboxFor(key)).toBe(0);
    }
    expect(await balance(memberAvailable(payer))).toBe(1000n);
  });
});
