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

// Earning: content views (an item counts CONTENT_VIEW_MIN_SECONDS after it was handed out, once a
// day, up to the weekly limit).
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
/** An activation (an approval, say) that would end an unexpired paid membership at or above its level. */
export class MembershipWouldShorten extends DomainError {}
export class FreeMembershipIsBronzeOnly extends DomainError {}
export class FreeMembershipAlreadyUsed extends DomainError {}
export class TransferDateRequired extends DomainError {}
export class MembershipRequestNotFound extends DomainError {}
/** A refused card payment is marked refunded once. */
export class CardPaymentAlreadyRefunded extends DomainError {}

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
/**
 * An Idempotency-Key that came back after its kept answer is no longer given (24 hours on), or a
 * spend whose ledger key is taken (its call ran but its answer was never kept). Nothing is done
 * again, and no new id is answered for nothing.
 */
export class IdempotencyKeySpent extends DomainError {}
/** A payout address that cannot receive on the payment network (wallet-address.ts): the money would be lost. */
export class WalletAddressInvalid extends DomainError {
  constructor(readonly networkLabel: string) {
    super();
  }
}
/** No payment network is set (or it is not one of PAYMENT_NETWORKS), so no payout address can be checked. */
export class PaymentNetworkUnset extends DomainError {}
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
/** A withdrawal is not paid out while its member owes (README, Card payments: the debt rule). */
export class MemberOwes extends DomainError {}

// The payment desk: a deposit the chain did not verify is approved only with a reason (an
// override); a rejection says why, or takes the mismatch the chain check found.
export class ChainOverrideRequired extends DomainError {
  constructor(readonly status: string) {
    super();
  }
}
export class RejectionReasonRequired extends DomainError {
  constructor(readonly what: Decidable) {
    super();
  }
}

// Decisions: an administrator decides each request once, and never their own.
export class WalletRequestNotFound extends DomainError {}
export class OwnRequestDecision extends DomainError {}
/** A member's cancel link used after an administrator decided the withdrawal. */
export class WithdrawalNotPending extends DomainError {}
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

// Tasks: advertisers' tasks, the leads members take and the proofs they send.
export class AdminDoesNoTasks extends DomainError {}
export class NotYourTask extends DomainError {}
export class TaskNotFound extends DomainError {}
export class TaskProofNotFound extends DomainError {}
export class TaskPaymentNotFound extends DomainError {}
export class TaskPaymentCancelled extends DomainError {}
export class TaskOptionUnknown extends DomainError {}
export class ImpressionOptionUnknown extends DomainError {}
export class ImpressionOnlyForNonTaskRows extends DomainError {}
export class TaskTotalCostTooLow extends DomainError {}
export class TaskTotalCostMismatch extends DomainError {}
export class LeadsFixed extends DomainError {}
export class PricingsFixed extends DomainError {}
export class TaskDeleteAfterApproval extends DomainError {}
export class OwnTaskNotPerformed extends DomainError {}
export class TaskUnavailable extends DomainError {}
export class NoLeadsLeft extends DomainError {}
export class LeadClosed extends DomainError {}
export class ProofOptionUnknown extends DomainError {}
export class ProofAlreadySent extends DomainError {}
/** A form names a pricing option twice (`field`: the second row's). */
export class PricingChosenTwice extends DomainError {}
export class ProofSentTwice extends DomainError {}
/**
 * A row's file, or a proof's screenshot, is an upload of the caller's (image or video), or a web
 * address for the url type (`urlType`); `field` names the row's.
 */
export class RowFileUnusable extends DomainError {
  constructor(
    readonly urlType: boolean,
    field: string,
  ) {
    super(field);
  }
}
export class ProofScreenshotUnusable extends DomainError {
  constructor(
    readonly urlType: boolean,
    field: string,
  ) {
    super(field);
  }
}
/** A task's logo or background is an image the owner uploaded (`field`: which). */
export class TaskImageNotUploaded extends DomainError {}
/** A task paid by a USDT transfer names its Txid and the day it was sent, not a day to come. */
export class TaskTxidRequired extends DomainError {}
export class TaskPaymentDateRequired extends DomainError {}
export class TaskPaymentDateInvalid extends DomainError {}
export class TaskPaymentDateInFuture extends DomainError {}

// Members' profiles, posts and chats (administrators keep none of these).
export class AdminHoldsNoProfile extends DomainError {}
export class MemberNotFound extends DomainError {}
export class CannotRateOneself extends DomainError {}
export class AlreadyRated extends DomainError {}
export class CannotFavourOneself extends DomainError {}
/** A profile's picture is an image the member uploaded (`field`: which). */
export class ProfileImageNotUploaded extends DomainError {}
export class AdminDoesNotPost extends DomainError {}
export class PostNotFound extends DomainError {}
export class NotYourPost extends DomainError {}
export class PostViewsForAuthorOnly extends DomainError {}
export class PostAlreadyHidden extends DomainError {}
export class PostNotHidden extends DomainError {}
export class PostFileRequired extends DomainError {}
/** A post's file is an upload of its author's. */
export class PostFileNotUploaded extends DomainError {}
/** A paid post's file stays what its buyers paid for. */
export class PostFileFixedOnceSold extends DomainError {}
export class ChatNotFound extends DomainError {}
export class CannotChatWithOneself extends DomainError {}
export class ChatReceiverUnknown extends DomainError {}
export class ReceiverTakesNoMessages extends DomainError {}
export class ChatRenewalRequired extends DomainError {}
export class ChatRenewalNotNeeded extends DomainError {}
/** A message's attachment is an upload of the sender's. */
export class AttachmentNotUploaded extends DomainError {}

// Accounts and signing in.
/** Login answers an unknown address and a wrong password alike. */
export class WrongCredentials extends DomainError {}
export class AccountDeactivated extends DomainError {}
export class EmailNotVerified extends DomainError {}
export class EmailTaken extends DomainError {}
export class ReferralCodeUnknown extends DomainError {}
export class OldPasswordWrong extends DomainError {}
export class LinkNotForThisEmail extends DomainError {}
export class LinkInvalid extends DomainError {}
/** A mailed link works once, and a reset link dies with the password it was sent for. */
export class LinkUsed extends DomainError {}
export class SessionNotFound extends DomainError {}

// Two-factor sign-in.
export class PasswordWrong extends DomainError {}
export class SecondFactorCodeWrong extends DomainError {}
/** A payout asked for without the code of an account that has two-factor on. */
export class SecondFactorCodeRequired extends DomainError {}
export class SignInStepExpired extends DomainError {}
export class TwoFactorAlreadyOn extends DomainError {}
export class TwoFactorNotStarted extends DomainError {}
export class TwoFactorNotOn extends DomainError {}

// Referrals.
export class CannotInviteOneself extends DomainError {}
export class AlreadyAMember extends DomainError {}

// Seminars: for members who reached the dashboard (an active account), commenting as themselves.
export class SeminarsNeedActiveAccount extends DomainError {}
export class CommentAsYourselfOnly extends DomainError {}
export class SeminarNotFound extends DomainError {}
export class SeminarSectionNotFound extends DomainError {}
export class SeminarMediumNotFound extends DomainError {}

// Administrators' actions on members' accounts.
export class AccountNotFound extends DomainError {}
export class OwnAccountNotDeactivated extends DomainError {}
export class AlreadyDeactivated extends DomainError {}
export class NotDeactivated extends DomainError {}
export class EmailAlreadyVerified extends DomainError {}

// The console's editors: contents, membership levels, settings, seminars and their media, the task
// catalogues. An edit names at least one field it changes, of a record that exists.
/** What was edited, where the same refusal has words of its own per editor. */
export type Editor = 'record' | 'seminar';
export class NothingToChange extends DomainError {
  constructor(readonly editor: Editor = 'record') {
    super();
  }
}
export class ContentNotFound extends DomainError {}
/** A content upload without its file. */
export class ContentFileRequired extends DomainError {}
/** Viewing content is a picture or a video (checked from the file's bytes). */
export class ContentFileWrongType extends DomainError {}
export class MembershipLevelNotFound extends DomainError {}
export class SettingNotFound extends DomainError {}
export class TaskPriceOptionNotFound extends DomainError {}
export class CostImpressionOptionNotFound extends DomainError {}
/** A pricing option's type fits its kind: task-type rows take a proof, the others show media. */
export class PricingTypeUnfit extends DomainError {
  constructor(readonly isTaskType: boolean) {
    super();
  }
}
export class RewardAboveCost extends DomainError {}
/** A section names a seminar, a medium a section, that exists. */
export class SeminarParentUnknown extends DomainError {
  constructor(readonly parent: 'seminar' | 'section') {
    super();
  }
}
/** A file is named by the stored path of an upload of this platform or of a shipped asset; `field` names it. */
export class StoredPathInvalid extends DomainError {}
export class StoredFileUnknown extends DomainError {}
export class BannerNotImage extends DomainError {}
/** A medium's mime type names another kind of file than the one it points to. */
export class MimeNotOfFile extends DomainError {
  constructor(readonly kind: string) {
    super();
  }
}
