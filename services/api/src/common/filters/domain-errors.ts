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
function translate<E extends DomainError>(type: ErrorClass<E>, translation: Translation<E>): void {
  TABLE.set(type, translation as Translation<never>);
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
translate(domain.WrongCredentials, { status: UNAUTHORIZED, param: 'general', msg: MSG.badCredentials });
translate(domain.AccountDeactivated, { status: FORBIDDEN, param: 'general', msg: MSG.accountDeactivated });
translate(domain.EmailNotVerified, { status: FORBIDDEN, param: 'general', msg: MSG.emailNotVerified });
translate(domain.EmailTaken, { status: CONFLICT, param: 'email', msg: MSG.emailTaken });
translate(domain.ReferralCodeUnknown, { status: UNPROCESSABLE, param: 'general', msg: MSG.referralCodeUnknown });
translate(domain.OldPasswordWrong, { status: UNPROCESSABLE, param: 'oldPassword', msg: MSG.oldPasswordWrong });
translate(domain.LinkNotForThisEmail, { status: BAD_REQUEST, param: 'general', msg: MSG.linkEmailMismatch });
translate(domain.LinkInvalid, { status: BAD_REQUEST, param: 'general', msg: MSG.linkInvalid });
translate(domain.LinkUsed, { status: GONE, param: 'general', msg: MSG.linkUsed });
translate(domain.SessionNotFound, { status: NOT_FOUND, param: null, msg: MSG.sessionNotFound });
translate(domain.PasswordWrong, { status: UNPROCESSABLE, param: 'password', msg: TWO_FACTOR_MSG.passwordWrong });
translate(domain.SecondFactorCodeWrong, { status: UNPROCESSABLE, param: 'code', msg: TWO_FACTOR_MSG.codeWrong });
translate(domain.SignInStepExpired, { status: UNAUTHORIZED, param: 'general', msg: TWO_FACTOR_MSG.mfaTokenInvalid });
translate(domain.TwoFactorAlreadyOn, { status: CONFLICT, param: 'general', msg: TWO_FACTOR_MSG.alreadyOn });
translate(domain.TwoFactorNotStarted, { status: CONFLICT, param: 'general', msg: TWO_FACTOR_MSG.notStarted });
translate(domain.TwoFactorNotOn, { status: CONFLICT, param: 'general', msg: TWO_FACTOR_MSG.notOn });

// Administrators' actions on accounts.
translate(domain.AccountNotFound, { status: NOT_FOUND, param: null, msg: ACCOUNT_MSG.memberNotFound });
translate(domain.OwnAccountNotDeactivated, { status: UNPROCESSABLE, param: 'general', msg: ACCOUNT_MSG.ownAccount });
translate(domain.AlreadyDeactivated, { status: CONFLICT, param: 'general', msg: ACCOUNT_MSG.alreadyDeactivated });
translate(domain.NotDeactivated, { status: CONFLICT, param: 'general', msg: ACCOUNT_MSG.notDeactivated });
translate(domain.EmailAlreadyVerified, { status: CONFLICT, param: 'general', msg: ACCOUNT_MSG.alreadyVerified });

// Earning: content views.
translate(domain.ContentNotHanded, { status: UNPROCESSABLE, param: 'general', msg: WALLET_MSG.contentNotHanded });
translate(domain.ContentUnavailable, { status: UNPROCESSABLE, param: 'general', msg: WALLET_MSG.contentUnknown });
translate(domain.ViewTooEarly, { status: UNPROCESSABLE, param: 'general', msg: WALLET_MSG.viewTooEarly });
translate(domain.ViewAlreadyCountedToday, {
  status: UNPROCESSABLE,
  param: 'general',
  msg: WALLET_MSG.viewAlreadyCounted,
});
translate(domain.WeeklyCapReached, { status: UNPROCESSABLE, param: 'general', msg: WALLET_MSG.weeklyLimitReached });

// Memberships: a subscription's refusals show under its receipt unless they name another field.
translate(domain.MembershipRequired, { status: UNPROCESSABLE, param: 'general', msg: MSG.membershipRequired });
translate(domain.MembershipExpired, { status: UNPROCESSABLE, param: 'general', msg: MSG.membershipExpired });
translate(domain.NoMembershipYet, { status: NOT_FOUND, param: null, msg: MSG.membershipNone });
translate(domain.AdminHoldsNoMembership, { status: FORBIDDEN, param: null, msg: MSG.adminNoMembership });
translate(domain.LevelUnknown, { status: UNPROCESSABLE, param: 'receipt', msg: MSG.levelUnknown });
translate(domain.LevelUnavailable, { status: UNPROCESSABLE, param: 'receipt', msg: MSG.levelUnavailable });
translate(domain.ApplicationPending, { status: UNPROCESSABLE, param: 'receipt', msg: MSG.subscriptionPendingExists });
translate(domain.AmountIsNotLevelPrice, {
  status: UNPROCESSABLE,
  param: 'receipt',
  msg: MSG.membershipAmountMismatch,
});
translate(domain.LevelAlreadyHeld, { status: UNPROCESSABLE, param: 'receipt', msg: MSG.membershipAlreadyHeld });
translate(domain.FreeMembershipIsBronzeOnly, { status: UNPROCESSABLE, param: 'receipt', msg: MSG.freeLevelOnly });
translate(domain.FreeMembershipAlreadyUsed, { status: UNPROCESSABLE, param: 'receipt', msg: MSG.freeAlreadyUsed });
translate(domain.TransferDateRequired, { status: BAD_REQUEST, param: 'startedAt', msg: MSG.transferDateRequired });
translate(domain.MembershipRequestNotFound, { status: NOT_FOUND, param: null, msg: MSG.membershipRequestNotFound });

// Wallet.
const INSUFFICIENT: Record<domain.Spending, string> = {
  transfer: WALLET_MSG.insufficientBalance,
  postView: POST_MSG.insufficientBalance,
  taskPayment: TASK_MSG.insufficientBalance,
};
translate(domain.InsufficientBalance, {
  status: UNPROCESSABLE,
  param: 'general',
  msg: (error) => INSUFFICIENT[error.spending],
});
translate(domain.FreeMembershipLimitReached, {
  status: UNPROCESSABLE,
  param: 'general',
  msg: WALLET_MSG.freeMembershipSendLimit,
});
translate(domain.GiftToSelf, { status: UNPROCESSABLE, param: 'general', msg: WALLET_MSG.giftToSelf });
translate(domain.GiftReceiverUnknown, { status: NOT_FOUND, param: 'general', msg: WALLET_MSG.receiverUnknown });
translate(domain.PurchaseDateInvalid, {
  status: UNPROCESSABLE,
  param: 'purchaseDate',
  msg: WALLET_MSG.purchaseDateInvalid,
});
translate(domain.PurchaseDateInFuture, {
  status: UNPROCESSABLE,
  param: 'purchaseDate',
  msg: WALLET_MSG.purchaseDateFuture,
});
translate(domain.TotalCostIsNotAmountPlusFee, {
  status: UNPROCESSABLE,
  param: 'totalCost',
  msg: WALLET_MSG.totalCostMismatch,
});
// The flows answered a used Txid with the statuses and words their clients already show.
const TXID_USED: Record<domain.TransferPurpose, { status: HttpStatus; param: string; msg: string }> = {
  membership: { status: CONFLICT, param: 'receipt', msg: MSG.txidAlreadyUsed },
  creditPurchase: { status: UNPROCESSABLE, param: 'txid', msg: WALLET_MSG.txidUsed },
  taskPayment: { status: UNPROCESSABLE, param: 'payment_task.txid', msg: TASK_MSG.txidUsed },
  payout: { status: CONFLICT, param: 'txid', msg: WALLET_MSG.txidUsed },
};
translate(domain.TxidAlreadyUsed, {
  status: (error) => TXID_USED[error.purpose].status,
  param: (error) => TXID_USED[error.purpose].param,
  msg: (error) => TXID_USED[error.purpose].msg,
});
translate(domain.PayoutTxidRequired, { status: BAD_REQUEST, param: 'txid', msg: WALLET_MSG.payoutTxidRequired });

// Decisions.
const ALREADY_DECIDED: Record<domain.Decidable, string> = {
  walletRequest: WALLET_MSG.alreadyDecided,
  membershipRequest: MSG.membershipRequestAlreadyDecided,
  taskPayment: TASK_MSG.paymentAlreadyDecided,
  taskProof: TASK_MSG.proofAlreadyDecided,
};
translate(domain.WalletRequestNotFound, { status: NOT_FOUND, param: null, msg: MSG.notFound });
translate(domain.OwnRequestDecision, { status: FORBIDDEN, param: null, msg: WALLET_MSG.ownRequest });
translate(domain.AlreadyDecided, { status: CONFLICT, param: 'general', msg: (error) => ALREADY_DECIDED[error.what] });

// Seminars.
translate(domain.SeminarsNeedActiveAccount, { status: FORBIDDEN, param: null, msg: SEMINAR_MSG.readerInactive });
translate(domain.CommentAsYourselfOnly, { status: FORBIDDEN, param: null, msg: SEMINAR_MSG.commentForOthers });
translate(domain.SeminarNotFound, { status: NOT_FOUND, param: null, msg: SEMINAR_MSG.seminarNotFound });
translate(domain.SeminarSectionNotFound, { status: NOT_FOUND, param: null, msg: SEMINAR_MSG.sectionNotFound });
translate(domain.SeminarMediumNotFound, { status: NOT_FOUND, param: null, msg: SEMINAR_MSG.mediaNotFound });

// Referrals.
translate(domain.CannotInviteOneself, { status: UNPROCESSABLE, param: 'email', msg: REFERRAL_MSG.ownEmail });
translate(domain.AlreadyAMember, { status: CONFLICT, param: 'email', msg: REFERRAL_MSG.alreadyMember });

// Tasks.
translate(domain.AdminDoesNoTasks, { status: FORBIDDEN, param: null, msg: TASK_MSG.adminNoTasks });
translate(domain.NotYourTask, { status: FORBIDDEN, param: null, msg: TASK_MSG.notYourTask });
translate(domain.TaskNotFound, { status: NOT_FOUND, param: null, msg: TASK_MSG.notFound });
translate(domain.TaskProofNotFound, { status: NOT_FOUND, param: null, msg: TASK_MSG.proofNotFound });
translate(domain.TaskPaymentNotFound, { status: NOT_FOUND, param: null, msg: TASK_MSG.paymentNotFound });
translate(domain.TaskPaymentCancelled, { status: CONFLICT, param: 'general', msg: TASK_MSG.paymentCancelled });
translate(domain.TaskOptionUnknown, { status: UNPROCESSABLE, param: 'taskPricingId', msg: TASK_MSG.pricingUnknown });
translate(domain.ImpressionOptionUnknown, {
  status: UNPROCESSABLE,
  param: 'impressionId',
  msg: TASK_MSG.impressionUnknown,
});
translate(domain.ImpressionOnlyForNonTaskRows, {
  status: UNPROCESSABLE,
  param: 'impressionId',
  msg: TASK_MSG.impressionOnlyForNonTask,
});
translate(domain.TaskTotalCostTooLow, {
  status: UNPROCESSABLE,
  param: 'payment_task.total_cost',
  msg: TASK_MSG.totalCostTooLow,
});
translate(domain.TaskTotalCostMismatch, {
  status: UNPROCESSABLE,
  param: 'payment_task.total_cost',
  msg: TASK_MSG.totalCostMismatch,
});
translate(domain.LeadsFixed, { status: UNPROCESSABLE, param: 'noOfLeads', msg: TASK_MSG.leadsFixed });
translate(domain.PricingsFixed, { status: UNPROCESSABLE, param: 'taskPricings', msg: TASK_MSG.pricingsFixed });
translate(domain.TaskDeleteAfterApproval, {
  status: UNPROCESSABLE,
  param: 'general',
  msg: TASK_MSG.deleteAfterApproval,
});
translate(domain.OwnTaskNotPerformed, { status: UNPROCESSABLE, param: 'general', msg: TASK_MSG.ownTask });
translate(domain.TaskUnavailable, { status: UNPROCESSABLE, param: 'general', msg: TASK_MSG.taskUnavailable });
translate(domain.NoLeadsLeft, { status: UNPROCESSABLE, param: 'general', msg: TASK_MSG.noLeadsLeft });
translate(domain.LeadClosed, { status: UNPROCESSABLE, param: 'general', msg: TASK_MSG.leadClosed });
translate(domain.ProofOptionUnknown, {
  status: UNPROCESSABLE,
  param: 'taskPricingId',
  msg: TASK_MSG.proofPricingUnknown,
});
translate(domain.ProofAlreadySent, { status: CONFLICT, param: 'taskPricingId', msg: TASK_MSG.proofAlreadySent });

// Profiles, posts and chats.
translate(domain.AdminHoldsNoProfile, { status: FORBIDDEN, param: null, msg: PROFILE_MSG.adminNoProfile });
translate(domain.MemberNotFound, { status: NOT_FOUND, param: null, msg: PROFILE_MSG.memberNotFound });
translate(domain.CannotRateOneself, {
  status: UNPROCESSABLE,
  param: 'receiverMemberId',
  msg: PROFILE_MSG.ratingOneself,
});
translate(domain.AlreadyRated, { status: CONFLICT, param: 'general', msg: PROFILE_MSG.ratedAlready });
translate(domain.CannotFavourOneself, { status: UNPROCESSABLE, param: 'memberId', msg: PROFILE_MSG.favouriteOneself });
translate(domain.AdminDoesNotPost, { status: FORBIDDEN, param: null, msg: POST_MSG.adminNoPosts });
translate(domain.PostNotFound, { status: NOT_FOUND, param: null, msg: POST_MSG.notFound });
translate(domain.NotYourPost, { status: FORBIDDEN, param: null, msg: POST_MSG.notYours });
translate(domain.PostViewsForAuthorOnly, { status: FORBIDDEN, param: null, msg: POST_MSG.viewsNotYours });
translate(domain.PostAlreadyHidden, { status: CONFLICT, param: 'general', msg: POST_MSG.alreadyHidden });
translate(domain.PostNotHidden, { status: CONFLICT, param: 'general', msg: POST_MSG.notHidden });
translate(domain.ChatNotFound, { status: NOT_FOUND, param: null, msg: CHAT_MSG.chatNotFound });
translate(domain.CannotChatWithOneself, { status: UNPROCESSABLE, param: 'receiverId', msg: CHAT_MSG.chatWithSelf });
translate(domain.ChatReceiverUnknown, { status: NOT_FOUND, param: 'receiverId', msg: CHAT_MSG.receiverUnknown });
translate(domain.ReceiverTakesNoMessages, { status: UNPROCESSABLE, param: 'general', msg: CHAT_MSG.receiverClosed });
translate(domain.ChatRenewalRequired, { status: UNPROCESSABLE, param: 'general', msg: CHAT_MSG.renewRequired });
translate(domain.ChatRenewalNotNeeded, { status: UNPROCESSABLE, param: 'general', msg: CHAT_MSG.renewNotNeeded });

const PRICE_CHANGED = { costView: POST_MSG.costViewChanged, earnPerMessage: CHAT_MSG.earnPerMessageChanged };
translate(domain.PriceChanged, {
  status: CONFLICT,
  param: 'general',
  msg: (error) => PRICE_CHANGED[error.field as keyof typeof PRICE_CHANGED],
  data: (error) => ({ [error.field!]: creditsToJson(error.price) }),
});

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
