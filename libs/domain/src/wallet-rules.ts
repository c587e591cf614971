import { CREDIT_PURCHASE_FEE_CREDITS, WITHDRAWAL_FEE_CREDITS } from '@earnwave/contracts';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { memberAvailable, PLATFORM } from './ledger-accounts';
import type { LedgerEntry } from './entries';

/** The fixed fees of spec 9 in micro-credits: a withdrawal's, held with it, and a credit purchase's, paid on top. */
export const WITHDRAWAL_FEE = BigInt(WITHDRAWAL_FEE_CREDITS) * MICROS_PER_CREDIT;
export const CREDIT_PURCHASE_FEE = BigInt(CREDIT_PURCHASE_FEE_CREDITS) * MICROS_PER_CREDIT;

/**
 * An approved credit purchase, once per request: the member paid amount + fee in from outside
 * (deposits), is credited the amount, and the platform keeps the fee.
 */
export function creditPurchaseEntry(args: {
  requestId: string;
  memberId: string;
  amount: bigint;
  fee: bigint;
  txid?: string;
}): LedgerEntry {
  const { requestId, memberId, amount, fee, txid } = args;
  return {
    type: 'credit_purchase',
    idempotencyKey: `credit-purchase:${requestId}`,
    memberId,
    metadata: { requestId, ...(txid ? { txid } : {}) },
    postings: [
      { account: PLATFORM.deposits, amount: -(amount + fee) },
      { account: memberAvailable(memberId), amount },
      ...(fee > 0n ? [{ account: PLATFORM.fees, amount: fee }] : []),
    ],
  };
}
