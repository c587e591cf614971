import { CREDIT_PURCHASE_FEE_CREDITS, WITHDRAWAL_FEE_CREDITS } from '@earnwave/contracts';
import { PayoutTxidRequired } from './errors';
import { MICROS_PER_CREDIT } from '@earnwave/money';
import { memberAvailable, memberHeld, PLATFORM } from './ledger-accounts';
import { transfer, type LedgerEntry } from './entries';

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

/**
 * A withdrawal's hold (amount and fee) given back to its member's balance: by an administrator's
 * rejection and by the member's cancellation alike, under the one key `withdrawal-release:{id}`, so
 * that whichever comes first releases it and a second release posts nothing.
 */
export function withdrawalReleaseEntry(
  request: { id: string; memberId: string; amount: bigint; fee: bigint },
  how: 'rejected' | 'cancelled',
): LedgerEntry {
  const { id, memberId } = request;
  return transfer(
    'withdrawal_released',
    `withdrawal-release:${id}`,
    memberHeld(memberId),
    memberAvailable(memberId),
    request.amount + request.fee,
    { memberId, metadata: { requestId: id, ...(how === 'cancelled' ? { cancelled: true } : {}) } },
  );
}

/**
 * The Txid an approval goes with: the request's own (a credit purchase's transfer), else the one
 * the administrator gives, which must then be claimed (`claim`) so that one transfer pays one
 * request; refused without either.
 */
export function approvalTxid(
  own: string | null | undefined,
  given: string | undefined,
): { txid: string; claim: boolean } {
  if (own) return { txid: own, claim: false };
  if (!given) throw new PayoutTxidRequired();
  return { txid: given, claim: true };
}
