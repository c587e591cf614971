import type { EntityManager } from 'typeorm';

export type TxidPurpose = 'membership' | 'credit_purchase' | 'withdrawal_payout' | 'task_payment';

export class TxidAlreadyUsedError extends Error {
  constructor(readonly txid: string) {
    super(`Txid ${txid} was already used`);
  }
}

/** Txids are compared trimmed and case-insensitively (explorers print them in either case). */
export function normaliseTxid(txid: string): string {
  return txid.trim().toLowerCase();
}

/**
 * Claims a transfer's Txid for one purpose in the caller's transaction: a Txid can be used once
 * across the whole platform, whatever it paid for.
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
