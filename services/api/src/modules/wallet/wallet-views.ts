import { creditsToJson } from '@earnwave/money';

/** A withdrawal or credit purchase row as the admin console reads it: amounts in credits, camelCase. */
export function walletRequestRecord(row: Record<string, unknown>) {
  return {
    id: row.id,
    memberId: row.member_id,
    amount: creditsToJson(BigInt(row.amount as string)),
    fee: creditsToJson(BigInt(row.fee as string)),
    status: row.status,
    ...('wallet_address' in row ? { walletAddress: row.wallet_address, payoutTxid: row.payout_txid } : {}),
    ...('purchase_date' in row ? { purchaseDate: row.purchase_date, txid: row.txid } : {}),
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}
