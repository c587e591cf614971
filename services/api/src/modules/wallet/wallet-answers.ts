import { creditsToJson } from '@earnwave/money';

/**
 * A withdrawal or credit purchase as an administrator's decision answers it: the request's row,
 * amounts in credits, camelCase; a withdrawal's payout fields or a purchase's transfer fields.
 */
export interface AdminWalletRequestDecided {
  id: string;
  memberId: string;
  amount: number;
  fee: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  walletAddress?: string;
  payoutTxid?: string | null;
  purchaseDate?: Date;
  txid?: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A withdrawal or credit purchase row as the admin console reads it: amounts in credits, camelCase. */
export function walletRequestRecord(row: Record<string, unknown>): AdminWalletRequestDecided {
  return {
    id: row.id as string,
    memberId: row.member_id as string,
    amount: creditsToJson(BigInt(row.amount as string)),
    fee: creditsToJson(BigInt(row.fee as string)),
    status: row.status as AdminWalletRequestDecided['status'],
    ...('wallet_address' in row
      ? { walletAddress: row.wallet_address as string, payoutTxid: row.payout_txid as string | null }
      : {}),
    ...('purchase_date' in row ? { purchaseDate: row.purchase_date as Date, txid: row.txid as string | null } : {}),
    rejectionReason: row.rejection_reason as string | null,
    createdAt: row.created_at as Date,
    decidedAt: row.decided_at as Date | null,
  };
}
