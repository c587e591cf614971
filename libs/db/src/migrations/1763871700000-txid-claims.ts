import type { MigrationInterface, QueryRunner } from 'typeorm';

/** normaliseTxid (payments/txids.ts) in SQL: no spaces, lower case, no `0x`. */
const NORMALISED = `regexp_replace(lower(regexp_replace(txid, '\\s+', '', 'g')), '^0x', '')`;

/**
 * Claims of Txids were kept trimmed and lower-cased; they are now also kept without spaces and
 * without a `0x` prefix, so `0xABC…` and `abc…` are one transfer. Earlier claims move to that form.
 * When two earlier claims already name one transfer (`0xabc…` and `abc…`), both stay as they are:
 * together they still block every form of it, and neither request is rewritten.
 */
export class TxidClaims1763871700000 implements MigrationInterface {
  name = 'TxidClaims1763871700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE used_txids u SET txid = n.normalised
      FROM (
        SELECT txid, ${NORMALISED} AS normalised, count(*) OVER (PARTITION BY ${NORMALISED}) AS claims
        FROM used_txids
      ) n
      WHERE u.txid = n.txid AND n.claims = 1 AND n.normalised <> n.txid`);
  }

  async down(): Promise<void> {
    // The forms the claims were written in are not kept; the normalised ones block the same Txids.
  }
}
