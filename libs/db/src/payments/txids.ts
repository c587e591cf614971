import type { EntityManager } from 'typeorm';

export type TxidPurpose = 'membership' | 'credit_purchase' | 'withdrawal_payout' | 'task_payment';

export class TxidAlreadyUsedError extends Error {
  constructor(readonly txid: string) {
    super(`Txid ${txid} was already used`);
  }
}

/**
 * The form a Txid is claimed under: without spaces, lower-cased (explorers print hex in either
 * case) and without the `0x` that Ethereum-style explorers put before the same hash. The
 * requests keep the Txid as it was entered, for display and the explorer link.
 * Migration 1763871700000 brought earlier claims to this form.
 */
export function normaliseTxid(txid: string): string {
  return txid.replace(/\s+/g, '').toLowerCase().replace(/^0x/, '');
}

/**
 * The forms one transfer's claim may be stored under: the normalised one, and the `0x` one that
 * claims written before the normalisation kept (migration 1763871700000 left two earlier claims of
 * one transfer, `0xabc…` and `abc…`, as they were, and a replica still on the older code may have
 * written one since). A lookup of a claim reads both.
 */
export function claimedForms(txid: string): [string, string] {
  const normalised = normaliseTxid(txid);
  return [normalised, `0x${normalised}`];
}

/**
 * Claims a transfer's Txid for one purpose in the caller's transaction: a Txid can be used once
 * across the whole platform, whatever it paid for, in whatever form it was written. A claim goes in
 * normalised, under the table's unique key (so two new claims of one transfer never both go in),
 * and not when a claim of the older `0x` form names the same transfer (claimedForms): without that
 * look, `0xabc…` stored earlier let `abc…` pay a second time.
 */
export async function claimTxid(
  manager: EntityManager,
  txid: string,
  purpose: TxidPurpose,
  referenceId: string,
): Promise<void> {
  const [normalised, legacy] = claimedForms(txid);
  const rows: unknown[] = await manager.query(
    `INSERT INTO used_txids (txid, purpose, reference_id)
     SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM used_txids WHERE txid = $4)
     ON CONFLICT (txid) DO NOTHING RETURNING txid`,
    [normalised, purpose, referenceId, legacy],
  );
  if (rows.length === 0) throw new TxidAlreadyUsedError(txid);
}
