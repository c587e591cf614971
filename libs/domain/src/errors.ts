/**
 * The rules the platform refuses a request by, each a named error that domain functions and
 * command handlers throw. They know nothing of HTTP: the API's error filter translates each class
 * to its status, param and message from one table (services/api/src/common/filters/
 * domain-errors.ts), and a unit spec there checks that every class below has a row.
 *
 * `field` names the input the refusal concerns when the caller sent it under a name of its own
 * (a gift's amount is `sendGiftAmount`, a withdrawal's `amount`); the table's param otherwise.
 */
export abstract class DomainError extends Error {
  constructor(readonly field?: string) {
    super(new.target.name);
    this.name = new.target.name;
  }
}

/** What a request or payment is, where the same rule has words of its own per flow. */
export type Decidable = 'walletRequest' | 'membershipRequest' | 'taskPayment' | 'taskProof';
export type TransferPurpose = 'membership' | 'creditPurchase' | 'taskPayment' | 'payout';
export type Spending = 'transfer' | 'postView' | 'taskPayment';

// Earning: content views (spec: an item counts after 10 seconds, once a day, up to the weekly limit).
export class ContentNotHanded extends DomainError {}
export class ContentUnavailable extends DomainError {}
export class ViewTooEarly extends DomainError {}
export class ViewAlreadyCountedToday extends DomainError {}
export class WeeklyCapReached extends DomainError {}

// Memberships.
export class MembershipRequired extends DomainError {}
export class MembershipExpired extends DomainError {}
export class NoMembershipYet extends DomainError {}
export class AdminHoldsNoMembership extends DomainError {}
export class LevelUnknown extends DomainError {}
export class LevelUnavailable extends DomainError {}
export class ApplicationPending extends DomainError {}
export class AmountIsNotLevelPrice extends DomainError {}
export class LevelAlreadyHeld extends DomainError {}
export class FreeMembershipIsBronzeOnly extends DomainError {}
export class FreeMembershipAlreadyUsed extends DomainError {}
export class TransferDateRequired extends DomainError {}
export class MembershipRequestNotFound extends DomainError {}

// Wallet.
export class InsufficientBalance extends DomainError {
  constructor(
    readonly spending: Spending,
    field?: string,
  ) {
    super(field);
  }
}
/** Free basic members send out at most FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS of what they earned. */
export class FreeMembershipLimitReached extends DomainError {}
export class GiftToSelf extends DomainError {}
export class GiftReceiverUnknown extends DomainError {}
export class PurchaseDateInvalid extends DomainError {}
export class PurchaseDateInFuture extends DomainError {}
export class TotalCostIsNotAmountPlusFee extends DomainError {}
/** A Txid names one transfer, claimed once platform-wide. */
export class TxidAlreadyUsed extends DomainError {
  constructor(readonly purpose: TransferPurpose) {
    super();
  }
}
export class PayoutTxidRequired extends DomainError {}

// Decisions: an administrator decides each request once, and never their own.
export class WalletRequestNotFound extends DomainError {}
export class OwnRequestDecision extends DomainError {}
export class AlreadyDecided extends DomainError {
  constructor(readonly what: Decidable) {
    super();
  }
}

/**
 * The price the caller confirmed is not the price now, so nothing was charged. `price` is the
 * price now, in micro-credits, for the client to ask again; `field` names the confirmed price.
 */
export class PriceChanged extends DomainError {
  constructor(
    field: 'costView' | 'earnPerMessage',
    readonly price: bigint,
  ) {
    super(field);
  }
}
