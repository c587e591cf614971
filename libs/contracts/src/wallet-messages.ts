import {
  CONTENT_VIEW_MIN_SECONDS,
  CREDIT_PURCHASE_FEE_CREDITS,
  FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS,
  GIFT_MIN_CREDITS,
  WALLET_ADDRESS_MAX_LENGTH,
} from './constants';
import { creditsRangeMsg, LEAST_CREDITS, MONEY_LIMITS } from './money-bounds';
import { TRANSACTION_TYPES, TRANSACTIONS_RANGE_MAX_DAYS } from './transaction-types';

/**
 * A wallet address refused for the payment network: a typing mistake (a wrong checksum) or an
 * address of another chain, which would lose the money once paid out.
 */
export function walletAddressInvalidMsg(networkLabel: string): string {
  return `This is not a valid ${networkLabel} address. Check it character by character, or copy it again from your wallet.`;
}

/** Texts of the earning and wallet calls (the client shows the server's message as it is). */
export const WALLET_MSG = {
  contentNotHanded: 'This content was not handed to you. Reload the viewer and try again.',
  viewTooEarly: `Keep viewing: an item counts after ${CONTENT_VIEW_MIN_SECONDS} seconds.`,
  viewAlreadyCounted: 'You already viewed this content today.',
  contentUnknown: 'This content is not available.',
  weeklyLimitReached:
    'You have reached your weekly rewards limit. Come back on Monday, or upgrade your membership to earn more.',
  viewCounted: 'View counted.',
  adminNeverEarns: 'Administrators do not earn or spend credits.',

  insufficientBalance: 'Your balance is too low for this.',
  giftToSelf: 'You cannot send a gift to yourself.',
  giftAmountInvalid: creditsRangeMsg('A gift', GIFT_MIN_CREDITS, MONEY_LIMITS.gift),
  receiverUnknown: 'This member does not exist.',
  giftSent: 'Gift sent',
  giftsReceived: 'Gifts received.',

  withdrawalAmountInvalid: creditsRangeMsg('The amount', LEAST_CREDITS, MONEY_LIMITS.withdrawal),
  walletRequired: 'Enter your wallet address.',
  walletTooLong: `The wallet address is at most ${WALLET_ADDRESS_MAX_LENGTH} characters.`,
  walletNetworkUnset: 'Withdrawals are paused until an administrator sets the payment network.',
  freeMembershipSendLimit: `Free basic members send out at most ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits of what they earned, in withdrawals, gifts, paid posts, chat and tasks together. Upgrade your membership, or buy credits, to send more.`,
  withdrawalRequested: 'Withdrawal requested. An administrator will send it to your wallet.',
  withdrawalCancelled: 'Withdrawal cancelled. The amount and its fee are back in your balance.',
  withdrawalNotPending: 'This withdrawal was already decided: it can no longer be cancelled.',

  creditAmountInvalid: creditsRangeMsg('The amount', 1, MONEY_LIMITS.creditPurchase, { whole: true }),
  purchaseDateInvalid: 'Enter the payment date as DD-MM-YYYY.',
  purchaseDateFuture: 'The payment date cannot be in the future.',
  totalCostMismatch: `The total cost must be the amount plus the ${CREDIT_PURCHASE_FEE_CREDITS} USDT fee.`,
  txidInvalid: 'Enter the transaction id (Txid) of your transfer.',
  txidUsed: 'This Txid was already used.',
  creditRequested: 'Credit request submitted successfully!',

  transactionTypeInvalid: `type is one of ${TRANSACTION_TYPES.join(', ')}.`,
  transactionDateInvalid: 'Give the date as ISO 8601, such as 2026-11-01 or 2026-11-01T00:00:00Z.',
  transactionRangeReversed: 'The end of the range must come after its start.',
  transactionRangeTooLong: `A range covers at most ${TRANSACTIONS_RANGE_MAX_DAYS} days.`,

  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 100 letters, digits, - or _.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another call.',
  idempotencyInProgress: 'The same request is still being processed.',
  idempotencyKeySpent:
    'This Idempotency-Key was used more than 24 hours ago and its answer is no longer kept: nothing was done; send a new key to do it again.',

  alreadyDecided: 'This request was already decided.',
  ownRequest: 'An administrator never decides their own request.',
  reasonRequired: 'Give a reason for the rejection.',
  payoutTxidRequired: 'Give the Txid of the payout transfer.',
  memberOwes:
    'The member owes the platform (a reversed card payment took back their referral reward): reject this withdrawal, and what it holds pays the debt.',
  /** The payment desk: approving a deposit the chain check has not verified. */
  chainOverrideRequired: (status: string) =>
    `The chain check says ${status}: give a reason to approve this deposit anyway.`,
  overrideTooLong: 'The reason is at most 500 characters.',
} as const;
