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
 * Claims a transfer's Txid for one purpose in the caller's transaction: a Txid can be used once
 * across the whole platform, whatever it paid for, in whatever form it was written.
 */
export async function claimTxid(
  manager: EntityManager,
  txid: string,
  purpose: TxidPurpose,
  referenceId: string,
): Promise<void> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO used_txids (txid, purpose, reference_id) VALUES ($1, $2, $3)
     ON CONFLICT (txid) DO NOTHING RETURNING txid`,
    [normaliseTxid(txid), purpose, referenceId],
  );
  if (rows.length === 0) throw new TxidAlreadyUsedError(txid);
}
