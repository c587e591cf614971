import { createTestDatabase, type TestDatabase } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import { TxidClaims1763871700000 } from '../migrations/1763871700000-txid-claims';
import { claimTxid, normaliseTxid, TxidAlreadyUsedError } from './txids';

describe('Txid claims', () => {
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

  const claim = (txid: string) => db.transaction((m) => claimTxid(m, txid, 'credit_purchase', randomUUID()));

  it('claims a transfer once, whatever its case, spaces or 0x prefix', async () => {
    expect(normaliseTxid(' 0xAB cd\tEF ')).toBe('abcdef');
    await claim('0xABCDEF0123456789');
    for (const again of ['abcdef0123456789', ' ABCDEF0123456789 ', '0Xabcdef 0123456789']) {
      await expect(claim(again)).rejects.toBeInstanceOf(TxidAlreadyUsedError);
    }
  });

  it('brings earlier claims to that form, leaving two claims of one transfer as they were', async () => {
    const earlier = ['0xaaaa1111', 'bbbb 2222', '0xcccc3333', 'cccc3333'];
    for (const txid of earlier) {
      await db.query(`INSERT INTO used_txids (txid, purpose, reference_id) VALUES ($1, 'membership', $2)`, [
        txid,
        randomUUID(),
      ]);
    }
    const runner = db.createQueryRunner();
    await new TxidClaims1763871700000().up(runner);
    await runner.release();
    const rows: { txid: string }[] = await db.query(
      `SELECT txid FROM used_txids WHERE txid ~ '(aaaa|bbbb|cccc)' ORDER BY txid`,
    );
    expect(rows.map((row) => row.txid)).toEqual(['0xcccc3333', 'aaaa1111', 'bbbb2222', 'cccc3333']);
    await expect(claim('0XAAAA1111')).rejects.toBeInstanceOf(TxidAlreadyUsedError);
    await expect(claim('0xCCCC3333')).rejects.toBeInstanceOf(TxidAlreadyUsedError);
  });
});
