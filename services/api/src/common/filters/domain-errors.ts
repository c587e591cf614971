import { HttpStatus } from '@nestjs/common';
import {
  ACCOUNT_MSG,
  CHAT_MSG,
  MSG,
  POST_MSG,
  PROFILE_MSG,
  REFERRAL_MSG,
  SEMINAR_MSG,
  TASK_MSG,
  TWO_FACTOR_MSG,
  WALLET_MSG,
  walletAddressInvalidMsg,
  type ErrorEnvelope,
} from '@earnwave/contracts';
import * as domain from '@earnwave/domain';
import type { DomainError } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';

/**
 * How each domain error reaches the client: its status, the param its message shows under, and
 * the message. `param: null` refuses the request as a whole (`errors: []`, as the generic 403 and
 * 404 do); an error's own `field` wins over the row's param (so a 404 about a member the caller
 * named shows under that field).
 */
interface Translation<E extends DomainError> {
  status: HttpStatus | ((error: E) => HttpStatus);
  param: string | null | ((error: E) => string);
  msg: string | ((error: E) => string);
  /** Sent beside `errors` as the envelope's `data`. */
  data?: (error: E) => Record<string, unknown>;
}

type ErrorClass<E extends DomainError> = abstract new (...args: never[]) => E;

const TABLE = new Map<ErrorClass<DomainError>, Translation<never>>();
function translate<E extends DomainError>(
  type: ErrorClass<E>,
  status: Translation<E>['status'],
  param: Translation<E>['param'],
  msg: Translation<E>['msg'],
  data?: Translation<E>['data'],
): void {
  TABLE.set(type, { status, param, msg, data } as Translation<never>);
}

const {
  UNPROCESSABLE_ENTITY: UNPROCESSABLE,
  CONFLICT,
  NOT_FOUND,
  FORBIDDEN,
  BAD_REQUEST,
  UNAUTHORIZED,
  GONE,
} = HttpStatus;

// Accounts and signing in: login puts everything under `general`.
translate(domain.WrongCredentials, UNAUTHORIZED, 'general', MSG.badCredentials);
translate(domain.AccountDeactivated, FORBIDDEN, 'general', MSG.accountDeactivated);
translate(domain.EmailNotVerified, FORBIDDEN, 'general', MSG.emailNotVerified);
translate(domain.EmailTaken, CONFLICT, 'email', MSG.emailTaken);
translate(domain.ReferralCodeUnknown, UNPROCESSABLE, 'general', MSG.referralCodeUnknown);
translate(domain.OldPasswordWrong, UNPROCESSABLE, 'oldPassword', MSG.oldPasswordWrong);
translate(domain.LinkNotForThisEmail, BAD_REQUEST, 'general', MSG.linkEmailMismatch);
translate(domain.LinkInvalid, BAD_REQUEST, 'general', MSG.linkInvalid);
translate(domain.LinkUsed, GONE, 'general', MSG.linkUsed);
translate(domain.SessionNotFound, NOT_FOUND, null, MSG.sessionNotFound);
translate(domain.PasswordWrong, UNPROCESSABLE, 'password', TWO_FACTOR_MSG.passwordWrong);
translate(domain.SecondFactorCodeWrong, UNPROCESSABLE, 'code', TWO_FACTOR_MSG.codeWrong);
translate(domain.SecondFactorCodeRequired, UNPROCESSABLE, 'code', TWO_FACTOR_MSG.codeRequired);
translate(domain.SignInStepExpired, UNAUTHORIZED, 'general', TWO_FACTOR_MSG.mfaTokenInvalid);
translate(domain.TwoFactorAlreadyOn, CONFLICT, 'general', TWO_FACTOR_MSG.alreadyOn);
translate(domain.TwoFactorNotStarted, CONFLICT, 'general', TWO_FACTOR_MSG.notStarted);
translate(domain.TwoFactorNotOn, CONFLICT, 'general', TWO_FACTOR_MSG.notOn);

// Administrators' actions on accounts.
translate(domain.AccountNotFound, NOT_FOUND, null, ACCOUNT_MSG.memberNotFound);
translate(domain.OwnAccountNotDeactivated, UNPROCESSABLE, 'general', ACCOUNT_MSG.ownAccount);
translate(domain.AlreadyDeactivated, CONFLICT, 'general', ACCOUNT_MSG.alreadyDeactivated);
translate(domain.NotDeactivated, CONFLICT, 'general', ACCOUNT_MSG.notDeactivated);
translate(domain.EmailAlreadyVerified, CONFLICT, 'general', ACCOUNT_MSG.alreadyVerified);

// Earning: content views.
translate(domain.ContentNotHanded, UNPROCESSABLE, 'general', WALLET_MSG.contentNotHanded);
translate(domain.ContentUnavailable, UNPROCESSABLE, 'general', WALLET_MSG.contentUnknown);
translate(domain.ViewTooEarly, UNPROCESSABLE, 'general', WALLET_MSG.viewTooEarly);
translate(domain.ViewAlreadyCountedToday, UNPROCESSABLE, 'general', WALLET_MSG.viewAlreadyCounted);
translate(domain.WeeklyCapReached, UNPROCESSABLE, 'general', WALLET_MSG.weeklyLimitReached);

// Memberships: a subscription's refusals show under its receipt unless they name another field.
translate(domain.MembershipRequired, UNPROCESSABLE, 'general', MSG.membershipRequired);
translate(domain.MembershipExpired, UNPROCESSABLE, 'general', MSG.membershipExpired);
translate(domain.NoMembershipYet, NOT_FOUND, null, MSG.membershipNone);
translate(domain.AdminHoldsNoMembership, FORBIDDEN, null, MSG.adminNoMembership);
translate(domain.LevelUnknown, UNPROCESSABLE, 'receipt', MSG.levelUnknown);
translate(domain.LevelUnavailable, UNPROCESSABLE, 'receipt', MSG.levelUnavailable);
translate(domain.ApplicationPending, UNPROCESSABLE, 'receipt', MSG.subscriptionPendingExists);
translate(domain.AmountIsNotLevelPrice, UNPROCESSABLE, 'receipt', MSG.membershipAmountMismatch);
translate(domain.LevelAlreadyHeld, UNPROCESSABLE, 'receipt', MSG.membershipAlreadyHeld);
translate(domain.MembershipWouldShorten, UNPROCESSABLE, 'general', MSG.membershipWouldShorten);
translate(domain.FreeMembershipIsBronzeOnly, UNPROCESSABLE, 'receipt', MSG.freeLevelOnly);
translate(domain.FreeMembershipAlreadyUsed, UNPROCESSABLE, 'receipt', MSG.freeAlreadyUsed);
translate(domain.TransferDateRequired, BAD_REQUEST, 'startedAt', MSG.transferDateRequired);
translate(domain.MembershipRequestNotFound, NOT_FOUND, null, MSG.membershipRequestNotFound);

// Wallet.
const INSUFFICIENT: Record<domain.Spending, string> = {
  transfer: WALLET_MSG.insufficientBalance,
  postView: POST_MSG.insufficientBalance,
  taskPayment: TASK_MSG.insufficientBalance,
};
translate(domain.InsufficientBalance, UNPROCESSABLE, 'general', (error) => INSUFFICIENT[error.spending]);
translate(domain.FreeMembershipLimitReached, UNPROCESSABLE, 'general', WALLET_MSG.freeMembershipSendLimit);
translate(domain.GiftToSelf, UNPROCESSABLE, 'general', WALLET_MSG.giftToSelf);
translate(domain.IdempotencyKeySpent, CONFLICT, 'general', WALLET_MSG.idempotencyKeySpent);
translate(domain.GiftReceiverUnknown, NOT_FOUND, 'general', WALLET_MSG.receiverUnknown);
translate(domain.PurchaseDateInvalid, UNPROCESSABLE, 'purchaseDate', WALLET_MSG.purchaseDateInvalid);
translate(domain.PurchaseDateInFuture, UNPROCESSABLE, 'purchaseDate', WALLET_MSG.purchaseDateFuture);
translate(domain.TotalCostIsNotAmountPlusFee, UNPROCESSABLE, 'totalCost', WALLET_MSG.totalCostMismatch);
translate(domain.WalletAddressInvalid, UNPROCESSABLE, 'walletAddress', (error) =>
  walletAddressInvalidMsg(error.networkLabel),
);
translate(domain.PaymentNetworkUnset, UNPROCESSABLE, 'walletAddress', WALLET_MSG.walletNetworkUnset);
// The flows answered a used Txid with the statuses and words their clients already show.
const TXID_USED: Record<domain.TransferPurpose, { status: HttpStatus; param: string; msg: string }> = {
  membership: { status: CONFLICT, param: 'receipt', msg: MSG.txidAlreadyUsed },
  creditPurchase: { status: UNPROCESSABLE, param: 'txid', msg: WALLET_MSG.txidUsed },
  taskPayment: { status: UNPROCESSABLE, param: 'payment_task.txid', msg: TASK_MSG.txidUsed },
  payout: { status: CONFLICT, param: 'txid', msg: WALLET_MSG.txidUsed },
};
translate(
  domain.TxidAlreadyUsed,
  (error) => TXID_USED[error.purpose].status,
  (error) => TXID_USED[error.purpose].param,
  (error) => TXID_USED[error.purpose].msg,
);
translate(domain.PayoutTxidRequired, BAD_REQUEST, 'txid', WALLET_MSG.payoutTxidRequired);
translate(domain.MemberOwes, UNPROCESSABLE, 'general', WALLET_MSG.memberOwes);

// Decisions.
const ALREADY_DECIDED: Record<domain.Decidable, string> = {
  walletRequest: WALLET_MSG.alreadyDecided,
  membershipRequest: MSG.membershipRequestAlreadyDecided,
  taskPayment: TASK_MSG.paymentAlreadyDecided,
  taskProof: TASK_MSG.proofAlreadyDecided,
};
translate(domain.WalletRequestNotFound, NOT_FOUND, null, MSG.notFound);
translate(domain.OwnRequestDecision, FORBIDDEN, null, WALLET_MSG.ownRequest);
translate(domain.WithdrawalNotPending, CONFLICT, 'general', WALLET_MSG.withdrawalNotPending);
translate(domain.AlreadyDecided, CONFLICT, 'general', (error) => ALREADY_DECIDED[error.what]);
translate(domain.ChainOverrideRequired, BAD_REQUEST, 'override', (error) =>
  WALLET_MSG.chainOverrideRequired(error.status),
);
translate(domain.RejectionReasonRequired, BAD_REQUEST, 'reason', (error) =>
  error.what === 'membershipRequest' ? MSG.rejectionReasonRequired : WALLET_MSG.reasonRequired,
);

// Seminars.
translate(domain.SeminarsNeedActiveAccount, FORBIDDEN, null, SEMINAR_MSG.readerInactive);
translate(domain.CommentAsYourselfOnly, FORBIDDEN, null, SEMINAR_MSG.commentForOthers);
translate(domain.SeminarNotFound, NOT_FOUND, null, SEMINAR_MSG.seminarNotFound);
translate(domain.SeminarSectionNotFound, NOT_FOUND, null, SEMINAR_MSG.sectionNotFound);
translate(domain.SeminarMediumNotFound, NOT_FOUND, null, SEMINAR_MSG.mediaNotFound);

// Referrals.
translate(domain.CannotInviteOneself, UNPROCESSABLE, 'email', REFERRAL_MSG.ownEmail);
translate(domain.AlreadyAMember, CONFLICT, 'email', REFERRAL_MSG.alreadyMember);

// Tasks.
translate(domain.AdminDoesNoTasks, FORBIDDEN, null, TASK_MSG.adminNoTasks);
translate(domain.NotYourTask, FORBIDDEN, null, TASK_MSG.notYourTask);
translate(domain.TaskNotFound, NOT_FOUND, null, TASK_MSG.notFound);
translate(domain.TaskProofNotFound, NOT_FOUND, null, TASK_MSG.proofNotFound);
translate(domain.TaskPaymentNotFound, NOT_FOUND, null, TASK_MSG.paymentNotFound);
translate(domain.TaskPaymentCancelled, CONFLICT, 'general', TASK_MSG.paymentCancelled);
translate(domain.TaskOptionUnknown, UNPROCESSABLE, 'taskPricingId', TASK_MSG.pricingUnknown);
translate(domain.ImpressionOptionUnknown, UNPROCESSABLE, 'impressionId', TASK_MSG.impressionUnknown);
translate(domain.ImpressionOnlyForNonTaskRows, UNPROCESSABLE, 'impressionId', TASK_MSG.impressionOnlyForNonTask);
translate(domain.TaskTotalCostTooLow, UNPROCESSABLE, 'payment_task.total_cost', TASK_MSG.totalCostTooLow);
translate(domain.TaskTotalCostMismatch, UNPROCESSABLE, 'payment_task.total_cost', TASK_MSG.totalCostMismatch);
translate(domain.LeadsFixed, UNPROCESSABLE, 'noOfLeads', TASK_MSG.leadsFixed);
translate(domain.PricingsFixed, UNPROCESSABLE, 'taskPricings', TASK_MSG.pricingsFixed);
translate(domain.TaskDeleteAfterApproval, UNPROCESSABLE, 'general', TASK_MSG.deleteAfterApproval);
translate(domain.OwnTaskNotPerformed, UNPROCESSABLE, 'general', TASK_MSG.ownTask);
translate(domain.TaskUnavailable, UNPROCESSABLE, 'general', TASK_MSG.taskUnavailable);
translate(domain.NoLeadsLeft, UNPROCESSABLE, 'general', TASK_MSG.noLeadsLeft);
translate(domain.LeadClosed, UNPROCESSABLE, 'general', TASK_MSG.leadClosed);
translate(domain.ProofOptionUnknown, UNPROCESSABLE, 'taskPricingId', TASK_MSG.proofPricingUnknown);
translate(domain.ProofAlreadySent, CONFLICT, 'taskPricingId', TASK_MSG.proofAlreadySent);

// Profiles, posts and chats.
translate(domain.AdminHoldsNoProfile, FORBIDDEN, null, PROFILE_MSG.adminNoProfile);
translate(domain.MemberNotFound, NOT_FOUND, null, PROFILE_MSG.memberNotFound);
translate(domain.CannotRateOneself, UNPROCESSABLE, 'receiverMemberId', PROFILE_MSG.ratingOneself);
translate(domain.AlreadyRated, CONFLICT, 'general', PROFILE_MSG.ratedAlready);
translate(domain.CannotFavourOneself, UNPROCESSABLE, 'memberId', PROFILE_MSG.favouriteOneself);
translate(domain.AdminDoesNotPost, FORBIDDEN, null, POST_MSG.adminNoPosts);
translate(domain.PostNotFound, NOT_FOUND, null, POST_MSG.notFound);
translate(domain.NotYourPost, FORBIDDEN, null, POST_MSG.notYours);
translate(domain.PostViewsForAuthorOnly, FORBIDDEN, null, POST_MSG.viewsNotYours);
translate(domain.PostAlreadyHidden, CONFLICT, 'general', POST_MSG.alreadyHidden);
translate(domain.PostNotHidden, CONFLICT, 'general', POST_MSG.notHidden);
translate(domain.ChatNotFound, NOT_FOUND, null, CHAT_MSG.chatNotFound);
translate(domain.CannotChatWithOneself, UNPROCESSABLE, 'receiverId', CHAT_MSG.chatWithSelf);
translate(domain.ChatReceiverUnknown, NOT_FOUND, 'receiverId', CHAT_MSG.receiverUnknown);
translate(domain.ReceiverTakesNoMessages, UNPROCESSABLE, 'general', CHAT_MSG.receiverClosed);
translate(domain.ChatRenewalRequired, UNPROCESSABLE, 'general', CHAT_MSG.renewRequired);
translate(domain.ChatRenewalNotNeeded, UNPROCESSABLE, 'general', CHAT_MSG.renewNotNeeded);

const PRICE_CHANGED = { costView: POST_MSG.costViewChanged, earnPerMessage: CHAT_MSG.earnPerMessageChanged };
translate(
  domain.PriceChanged,
  CONFLICT,
  'general',
  (error) => PRICE_CHANGED[error.field as keyof typeof PRICE_CHANGED],
  (error) => ({ [error.field!]: creditsToJson(error.price) }),
);

/** Every named domain error (a unit spec checks each has a row). */
export const DOMAIN_ERROR_CLASSES = (Object.values(domain) as unknown[]).filter(
  (value): value is ErrorClass<DomainError> =>
    typeof value === 'function' && value.prototype instanceof domain.DomainError,
);

export function isTranslated(type: ErrorClass<DomainError>): boolean {
  return TABLE.has(type);
}

/** The status and envelope of a domain error, from its class's row (or its nearest ancestor's). */
export function describeDomainError(error: DomainError): { status: number; body: ErrorEnvelope } | undefined {
  let type = error.constructor as ErrorClass<DomainError>;
  let row = TABLE.get(type) as Translation<DomainError> | undefined;
  while (!row && type !== domain.DomainError) {
    type = Object.getPrototypeOf(type) as ErrorClass<DomainError>;
    row = TABLE.get(type) as Translation<DomainError> | undefined;
  }
  if (!row) return undefined;
  const status = typeof row.status === 'function' ? row.status(error) : row.status;
  const msg = typeof row.msg === 'function' ? row.msg(error) : row.msg;
  const param = paramOf(error, row);
  const body: ErrorEnvelope = { success: false, message: msg, errors: param === null ? [] : [{ param, msg }] };
  return { status, body: row.data ? { ...body, data: row.data(error) } : body };
}

function paramOf(error: DomainError, row: Translation<DomainError>): string | null {
  return error.field ?? (typeof row.param === 'function' ? row.param(error) : row.param);
}
