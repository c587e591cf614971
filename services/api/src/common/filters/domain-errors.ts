import { HttpStatus } from '@nestjs/common';
import {
  ACCOUNT_MSG,
  CATALOGUE_MSG,
  CHAT_MSG,
  CONTENT_MSG,
  LEVEL_MSG,
  mimeMismatchMsg,
  MSG,
  OPTION_MSG,
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
  UNSUPPORTED_MEDIA_TYPE,
} = HttpStatus;

/** The errors whose status, param and message are fixed, one row each; those that depend on the error follow. */
const FIXED: readonly (readonly [ErrorClass<DomainError>, HttpStatus, string | null, string])[] = [
  // Accounts and signing in: login puts everything under `general`.
  [domain.WrongCredentials, UNAUTHORIZED, 'general', MSG.badCredentials],
  [domain.AccountDeactivated, FORBIDDEN, 'general', MSG.accountDeactivated],
  [domain.EmailNotVerified, FORBIDDEN, 'general', MSG.emailNotVerified],
  [domain.EmailTaken, CONFLICT, 'email', MSG.emailTaken],
  [domain.ReferralCodeUnknown, UNPROCESSABLE, 'general', MSG.referralCodeUnknown],
  [domain.OldPasswordWrong, UNPROCESSABLE, 'oldPassword', MSG.oldPasswordWrong],
  [domain.LinkNotForThisEmail, BAD_REQUEST, 'general', MSG.linkEmailMismatch],
  [domain.LinkInvalid, BAD_REQUEST, 'general', MSG.linkInvalid],
  [domain.LinkUsed, GONE, 'general', MSG.linkUsed],
  [domain.SessionNotFound, NOT_FOUND, null, MSG.sessionNotFound],
  [domain.PasswordWrong, UNPROCESSABLE, 'password', TWO_FACTOR_MSG.passwordWrong],
  [domain.SecondFactorCodeWrong, UNPROCESSABLE, 'code', TWO_FACTOR_MSG.codeWrong],
  [domain.SecondFactorCodeRequired, UNPROCESSABLE, 'code', TWO_FACTOR_MSG.codeRequired],
  [domain.SignInStepExpired, UNAUTHORIZED, 'general', TWO_FACTOR_MSG.mfaTokenInvalid],
  [domain.TwoFactorAlreadyOn, CONFLICT, 'general', TWO_FACTOR_MSG.alreadyOn],
  [domain.TwoFactorNotStarted, CONFLICT, 'general', TWO_FACTOR_MSG.notStarted],
  [domain.TwoFactorNotOn, CONFLICT, 'general', TWO_FACTOR_MSG.notOn],
  // Administrators' actions on accounts.
  [domain.AccountNotFound, NOT_FOUND, null, ACCOUNT_MSG.memberNotFound],
  [domain.OwnAccountNotDeactivated, UNPROCESSABLE, 'general', ACCOUNT_MSG.ownAccount],
  [domain.AlreadyDeactivated, CONFLICT, 'general', ACCOUNT_MSG.alreadyDeactivated],
  [domain.NotDeactivated, CONFLICT, 'general', ACCOUNT_MSG.notDeactivated],
  [domain.EmailAlreadyVerified, CONFLICT, 'general', ACCOUNT_MSG.alreadyVerified],
  // Earning: content views.
  [domain.ContentNotHanded, UNPROCESSABLE, 'general', WALLET_MSG.contentNotHanded],
  [domain.ContentUnavailable, UNPROCESSABLE, 'general', WALLET_MSG.contentUnknown],
  [domain.ViewTooEarly, UNPROCESSABLE, 'general', WALLET_MSG.viewTooEarly],
  [domain.ViewAlreadyCountedToday, UNPROCESSABLE, 'general', WALLET_MSG.viewAlreadyCounted],
  [domain.WeeklyCapReached, UNPROCESSABLE, 'general', WALLET_MSG.weeklyLimitReached],
  // Memberships: a subscription's refusals show under its receipt unless they name another field.
  [domain.MembershipRequired, UNPROCESSABLE, 'general', MSG.membershipRequired],
  [domain.MembershipExpired, UNPROCESSABLE, 'general', MSG.membershipExpired],
  [domain.NoMembershipYet, NOT_FOUND, null, MSG.membershipNone],
  [domain.AdminHoldsNoMembership, FORBIDDEN, null, MSG.adminNoMembership],
  [domain.LevelUnknown, UNPROCESSABLE, 'receipt', MSG.levelUnknown],
  [domain.LevelUnavailable, UNPROCESSABLE, 'receipt', MSG.levelUnavailable],
  [domain.ApplicationPending, UNPROCESSABLE, 'receipt', MSG.subscriptionPendingExists],
  [domain.AmountIsNotLevelPrice, UNPROCESSABLE, 'receipt', MSG.membershipAmountMismatch],
  [domain.LevelAlreadyHeld, UNPROCESSABLE, 'receipt', MSG.membershipAlreadyHeld],
  [domain.MembershipWouldShorten, UNPROCESSABLE, 'general', MSG.membershipWouldShorten],
  [domain.FreeMembershipIsBronzeOnly, UNPROCESSABLE, 'receipt', MSG.freeLevelOnly],
  [domain.FreeMembershipAlreadyUsed, UNPROCESSABLE, 'receipt', MSG.freeAlreadyUsed],
  [domain.TransferDateRequired, BAD_REQUEST, 'startedAt', MSG.transferDateRequired],
  [domain.MembershipRequestNotFound, NOT_FOUND, null, MSG.membershipRequestNotFound],
  [domain.CardPaymentAlreadyRefunded, CONFLICT, 'general', MSG.cardPaymentAlreadyRefunded],
  // Wallet.
  [domain.FreeMembershipLimitReached, UNPROCESSABLE, 'general', WALLET_MSG.freeMembershipSendLimit],
  [domain.GiftToSelf, UNPROCESSABLE, 'general', WALLET_MSG.giftToSelf],
  [domain.IdempotencyKeySpent, CONFLICT, 'general', WALLET_MSG.idempotencyKeySpent],
  [domain.GiftReceiverUnknown, NOT_FOUND, 'general', WALLET_MSG.receiverUnknown],
  [domain.PurchaseDateInvalid, UNPROCESSABLE, 'purchaseDate', WALLET_MSG.purchaseDateInvalid],
  [domain.PurchaseDateInFuture, UNPROCESSABLE, 'purchaseDate', WALLET_MSG.purchaseDateFuture],
  [domain.TotalCostIsNotAmountPlusFee, UNPROCESSABLE, 'totalCost', WALLET_MSG.totalCostMismatch],
  [domain.PaymentNetworkUnset, UNPROCESSABLE, 'walletAddress', WALLET_MSG.walletNetworkUnset],
  [domain.PayoutTxidRequired, BAD_REQUEST, 'txid', WALLET_MSG.payoutTxidRequired],
  [domain.MemberOwes, UNPROCESSABLE, 'general', WALLET_MSG.memberOwes],
  // Decisions.
  [domain.WalletRequestNotFound, NOT_FOUND, null, MSG.notFound],
  [domain.OwnRequestDecision, FORBIDDEN, null, WALLET_MSG.ownRequest],
  [domain.WithdrawalNotPending, CONFLICT, 'general', WALLET_MSG.withdrawalNotPending],
  // Seminars.
  [domain.SeminarsNeedActiveAccount, FORBIDDEN, null, SEMINAR_MSG.readerInactive],
  [domain.CommentAsYourselfOnly, FORBIDDEN, null, SEMINAR_MSG.commentForOthers],
  [domain.SeminarNotFound, NOT_FOUND, null, SEMINAR_MSG.seminarNotFound],
  [domain.SeminarSectionNotFound, NOT_FOUND, null, SEMINAR_MSG.sectionNotFound],
  [domain.SeminarMediumNotFound, NOT_FOUND, null, SEMINAR_MSG.mediaNotFound],
  // Referrals.
  [domain.CannotInviteOneself, UNPROCESSABLE, 'email', REFERRAL_MSG.ownEmail],
  [domain.AlreadyAMember, CONFLICT, 'email', REFERRAL_MSG.alreadyMember],
  // Tasks.
  [domain.AdminDoesNoTasks, FORBIDDEN, null, TASK_MSG.adminNoTasks],
  [domain.NotYourTask, FORBIDDEN, null, TASK_MSG.notYourTask],
  [domain.TaskNotFound, NOT_FOUND, null, TASK_MSG.notFound],
  [domain.TaskProofNotFound, NOT_FOUND, null, TASK_MSG.proofNotFound],
  [domain.TaskPaymentNotFound, NOT_FOUND, null, TASK_MSG.paymentNotFound],
  [domain.TaskPaymentCancelled, CONFLICT, 'general', TASK_MSG.paymentCancelled],
  [domain.TaskOptionUnknown, UNPROCESSABLE, 'taskPricingId', TASK_MSG.pricingUnknown],
  [domain.ImpressionOptionUnknown, UNPROCESSABLE, 'impressionId', TASK_MSG.impressionUnknown],
  [domain.ImpressionOnlyForNonTaskRows, UNPROCESSABLE, 'impressionId', TASK_MSG.impressionOnlyForNonTask],
  [domain.TaskTotalCostTooLow, UNPROCESSABLE, 'payment_task.total_cost', TASK_MSG.totalCostTooLow],
  [domain.TaskTotalCostMismatch, UNPROCESSABLE, 'payment_task.total_cost', TASK_MSG.totalCostMismatch],
  [domain.LeadsFixed, UNPROCESSABLE, 'noOfLeads', TASK_MSG.leadsFixed],
  [domain.PricingsFixed, UNPROCESSABLE, 'taskPricings', TASK_MSG.pricingsFixed],
  [domain.TaskDeleteAfterApproval, UNPROCESSABLE, 'general', TASK_MSG.deleteAfterApproval],
  [domain.OwnTaskNotPerformed, UNPROCESSABLE, 'general', TASK_MSG.ownTask],
  [domain.TaskUnavailable, UNPROCESSABLE, 'general', TASK_MSG.taskUnavailable],
  [domain.NoLeadsLeft, UNPROCESSABLE, 'general', TASK_MSG.noLeadsLeft],
  [domain.LeadClosed, UNPROCESSABLE, 'general', TASK_MSG.leadClosed],
  [domain.ProofOptionUnknown, UNPROCESSABLE, 'taskPricingId', TASK_MSG.proofPricingUnknown],
  [domain.ProofAlreadySent, CONFLICT, 'taskPricingId', TASK_MSG.proofAlreadySent],
  [domain.PricingChosenTwice, BAD_REQUEST, 'taskPricingId', TASK_MSG.pricingTwice],
  [domain.ProofSentTwice, BAD_REQUEST, 'taskPricingId', TASK_MSG.proofTwice],
  [domain.TaskImageNotUploaded, UNPROCESSABLE, 'logoImage', TASK_MSG.imageNotUploaded],
  [domain.TaskTxidRequired, BAD_REQUEST, 'payment_task.txid', TASK_MSG.txidRequired],
  [domain.TaskPaymentDateRequired, BAD_REQUEST, 'payment_task.date', TASK_MSG.paymentDateRequired],
  [domain.TaskPaymentDateInvalid, BAD_REQUEST, 'payment_task.date', TASK_MSG.paymentDateInvalid],
  [domain.TaskPaymentDateInFuture, BAD_REQUEST, 'payment_task.date', TASK_MSG.paymentDateFuture],
  // Profiles, posts and chats.
  [domain.AdminHoldsNoProfile, FORBIDDEN, null, PROFILE_MSG.adminNoProfile],
  [domain.MemberNotFound, NOT_FOUND, null, PROFILE_MSG.memberNotFound],
  [domain.CannotRateOneself, UNPROCESSABLE, 'receiverMemberId', PROFILE_MSG.ratingOneself],
  [domain.AlreadyRated, CONFLICT, 'general', PROFILE_MSG.ratedAlready],
  [domain.CannotFavourOneself, UNPROCESSABLE, 'memberId', PROFILE_MSG.favouriteOneself],
  [domain.ProfileImageNotUploaded, UNPROCESSABLE, 'image', PROFILE_MSG.imageInvalid],
  [domain.AdminDoesNotPost, FORBIDDEN, null, POST_MSG.adminNoPosts],
  [domain.PostNotFound, NOT_FOUND, null, POST_MSG.notFound],
  [domain.NotYourPost, FORBIDDEN, null, POST_MSG.notYours],
  [domain.PostViewsForAuthorOnly, FORBIDDEN, null, POST_MSG.viewsNotYours],
  [domain.PostAlreadyHidden, CONFLICT, 'general', POST_MSG.alreadyHidden],
  [domain.PostNotHidden, CONFLICT, 'general', POST_MSG.notHidden],
  [domain.PostFileRequired, BAD_REQUEST, 'postRelativePath', POST_MSG.fileRequired],
  [domain.PostFileNotUploaded, UNPROCESSABLE, 'postRelativePath', POST_MSG.fileNotUploaded],
  [domain.PostFileFixedOnceSold, CONFLICT, 'postRelativePath', POST_MSG.fileFixedOnceSold],
  [domain.ChatNotFound, NOT_FOUND, null, CHAT_MSG.chatNotFound],
  [domain.CannotChatWithOneself, UNPROCESSABLE, 'receiverId', CHAT_MSG.chatWithSelf],
  [domain.ChatReceiverUnknown, NOT_FOUND, 'receiverId', CHAT_MSG.receiverUnknown],
  [domain.ReceiverTakesNoMessages, UNPROCESSABLE, 'general', CHAT_MSG.receiverClosed],
  [domain.ChatRenewalRequired, UNPROCESSABLE, 'general', CHAT_MSG.renewRequired],
  [domain.ChatRenewalNotNeeded, UNPROCESSABLE, 'general', CHAT_MSG.renewNotNeeded],
  [domain.AttachmentNotUploaded, BAD_REQUEST, 'attachments', CHAT_MSG.attachmentNotUploaded],
  // The console's editors: a record that does not exist, a file of the wrong kind, an option that does not hold.
  [domain.ContentNotFound, NOT_FOUND, null, CONTENT_MSG.contentNotFound],
  [domain.ContentFileRequired, BAD_REQUEST, 'file', CONTENT_MSG.fileRequired],
  [domain.ContentFileWrongType, UNSUPPORTED_MEDIA_TYPE, 'file', CONTENT_MSG.fileType],
  [domain.MembershipLevelNotFound, NOT_FOUND, null, LEVEL_MSG.levelNotFound],
  [domain.SettingNotFound, NOT_FOUND, null, OPTION_MSG.notFound],
  [domain.TaskPriceOptionNotFound, NOT_FOUND, null, CATALOGUE_MSG.priceNotFound],
  [domain.CostImpressionOptionNotFound, NOT_FOUND, null, CATALOGUE_MSG.impressionNotFound],
  [domain.RewardAboveCost, BAD_REQUEST, 'noOfRewards', CATALOGUE_MSG.rewardAboveCost],
  [domain.StoredPathInvalid, BAD_REQUEST, 'path', SEMINAR_MSG.pathInvalid],
  [domain.StoredFileUnknown, BAD_REQUEST, 'path', SEMINAR_MSG.pathUnknown],
  [domain.BannerNotImage, BAD_REQUEST, 'bannerImage', SEMINAR_MSG.bannerNotImage],
];
for (const [type, status, param, msg] of FIXED) translate(type, status, param, msg);

const INSUFFICIENT: Record<domain.Spending, string> = {
  transfer: WALLET_MSG.insufficientBalance,
  postView: POST_MSG.insufficientBalance,
  taskPayment: TASK_MSG.insufficientBalance,
};
translate(domain.InsufficientBalance, UNPROCESSABLE, 'general', (error) => INSUFFICIENT[error.spending]);
translate(domain.WalletAddressInvalid, UNPROCESSABLE, 'walletAddress', (error) =>
  walletAddressInvalidMsg(error.networkLabel),
);
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

const ALREADY_DECIDED: Record<domain.Decidable, string> = {
  walletRequest: WALLET_MSG.alreadyDecided,
  membershipRequest: MSG.membershipRequestAlreadyDecided,
  taskPayment: TASK_MSG.paymentAlreadyDecided,
  taskProof: TASK_MSG.proofAlreadyDecided,
};
translate(domain.AlreadyDecided, CONFLICT, 'general', (error) => ALREADY_DECIDED[error.what]);
translate(domain.ChainOverrideRequired, BAD_REQUEST, 'override', (error) =>
  WALLET_MSG.chainOverrideRequired(error.status),
);
translate(domain.RejectionReasonRequired, BAD_REQUEST, 'reason', (error) =>
  error.what === 'membershipRequest' ? MSG.rejectionReasonRequired : WALLET_MSG.reasonRequired,
);

const PRICE_CHANGED = { costView: POST_MSG.costViewChanged, earnPerMessage: CHAT_MSG.earnPerMessageChanged };
translate(
  domain.PriceChanged,
  CONFLICT,
  'general',
  (error) => PRICE_CHANGED[error.field as keyof typeof PRICE_CHANGED],
  (error) => ({ [error.field!]: creditsToJson(error.price) }),
);

// A row's file and a proof's screenshot: a web address for the url type, else an upload.
translate(domain.RowFileUnusable, UNPROCESSABLE, 'relativePath', (error) =>
  error.urlType ? TASK_MSG.urlInvalid : TASK_MSG.pricingFileNotUploaded,
);
translate(domain.ProofScreenshotUnusable, UNPROCESSABLE, 'screenshot', (error) =>
  error.urlType ? TASK_MSG.proofUrlInvalid : TASK_MSG.screenshotNotUploaded,
);
// The seminars' editor answered an empty edit in words of its own.
translate(domain.NothingToChange, BAD_REQUEST, 'general', (error) =>
  error.editor === 'seminar' ? SEMINAR_MSG.emptyUpdate : MSG.nothingToChange,
);
translate(domain.PricingTypeUnfit, BAD_REQUEST, 'type', (error) =>
  error.isTaskType ? CATALOGUE_MSG.typeForTaskType : CATALOGUE_MSG.typeForNotTaskType,
);
const SEMINAR_PARENT = {
  seminar: { param: 'seminarId', msg: SEMINAR_MSG.seminarIdInvalid },
  section: { param: 'sectionId', msg: SEMINAR_MSG.sectionIdRequired },
};
translate(
  domain.SeminarParentUnknown,
  BAD_REQUEST,
  (error) => SEMINAR_PARENT[error.parent].param,
  (error) => SEMINAR_PARENT[error.parent].msg,
);
translate(domain.MimeNotOfFile, BAD_REQUEST, 'mime', (error) => mimeMismatchMsg(error.kind));

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
