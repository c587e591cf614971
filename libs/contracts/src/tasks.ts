import { creditsRangeMsg, LEAST_CREDITS, MONEY_LIMITS } from './money-bounds';
import { UPLOAD_MSG } from './uploads';

/**
 * Tasks: advertisers (task owners) fund tasks, members send proof, approvals pay from the task's
 * escrow (spec 2, 3, 9; ARCHITECTURE.md, earning rules). Constants by the spec's names.
 */

/** Creator task status constants (spec 9). */
export const TASK_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Screenshot status constants (spec 9), and PENDING for a proof nobody has decided yet. */
export const SCREENSHOT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ScreenshotStatus = (typeof SCREENSHOT_STATUSES)[number];
export const SCREENSHOT_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type ScreenshotDecision = (typeof SCREENSHOT_DECISIONS)[number];

/** How a proof was decided: by the task's owner, an administrator, or the auto-approval timer. */
export type ProofDecider = 'owner' | 'admin' | 'timer';

/** How the owner paid: from their balance at once, or by a USDT transfer an administrator accepts. */
export const TASK_PAYMENT_METHODS = ['balance', 'usdt'] as const;
export type TaskPaymentMethod = (typeof TASK_PAYMENT_METHODS)[number];

/** A task payment as administrators decide it; `cancelled` when the owner deleted an unpaid task. */
export const TASK_PAYMENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TaskPaymentStatus = (typeof TASK_PAYMENT_STATUSES)[number];

/** The member's card on /dashboard/tasks (spec 2). */
export const MEMBER_TASK_STATES = ['Completed', 'Available', 'Unavailable'] as const;
export type MemberTaskState = (typeof MEMBER_TASK_STATES)[number];

/** The pricing type whose rows take a URL (text) instead of a file (spec 5, task form). */
export const URL_PRICING_TYPE = 'url';

/** Task pages: default 10, options 10, 20, 30 (spec 9). */
export const TASK_PAGE_SIZE = 10;
export const TASK_PAGE_SIZES = [10, 20, 30] as const;
/** The largest page a task list answers. */
export const TASK_PAGE_MAX = 100;

/** Task cost: the sum of the selected pricing costs times the leads must exceed 1 credit (spec 9). */
export const TASK_MIN_TOTAL_COST_CREDITS = 1;

/** Proofs nobody decided within this many hours are approved by the worker (TASK_PROOF_AUTO_APPROVE_HOURS). */
export const TASK_PROOF_AUTO_APPROVE_HOURS_DEFAULT = 168;

/** Bounds of the task form's fields (the spec leaves them open). */
export const TASK_LIMITS = {
  businessNameMax: 120,
  taskLocationMax: 200,
  descriptionMax: 1000,
  leadsMax: 100_000,
  urlMax: 500,
  rejectionMessageMax: 500,
  pricingsMax: 50,
} as const;

/** Spec 3's task with its counts, as its owner and members read it (the API's taskView). Credits. */
export interface TaskView {
  id: string;
  businessName: string;
  taskLocation: string | null;
  noOfLeads: number;
  remainingOfLeads: number;
  performingNoOfLeads: number;
  completeTask: number;
  remainingTask: number;
  totalAssignedPrices: number;
  totalnoOfRewards: number;
  costPerLead: number;
  totalCost: number;
  /** The stored relativePath; `logoImageUrl` is the link to show. */
  logoImage: string;
  backgroundImage: string;
  logoImageUrl: string | null;
  backgroundImageUrl: string | null;
  status: TaskStatus;
  availableTask: boolean;
  isTaskCompleted: boolean;
  createdAt: string | null;
}

/** A task as its owner (or an administrator) reads it. */
export interface OwnerTaskView extends TaskView {
  isDeleted: boolean;
}

/** A task as a member reads it: availability and completion are that member's. */
export interface MemberTaskView extends TaskView {
  /** The card's badge (spec 2): Completed, Available or Unavailable. */
  memberTaskStatus: MemberTaskState;
}

/** Spec 3's assigned price: a chosen task of a task, as its owner's form and progress page read it. */
export interface ChosenTaskView {
  id: string;
  /** The pricing option's id: what the task form sends back. */
  taskPricingId: string;
  title: string;
  task_description: string | null;
  /** `url` rows take a web address; every other type a file (a member sends a screenshot image). */
  type: string;
  isTaskType: boolean;
  noOfRewards: number;
  /** Per lead; for a row with an impression option, that option's cost. */
  noOfCost: number;
  /** The stored file's relativePath, or the web address of a url-type row. */
  relativePath: string | null;
  /** The link to open: the file's URL or the web address. */
  path: string | null;
  fileType: string | null;
  formatType: string | null;
  impressionId: string | null;
  impressions: number | null;
}

/** An assigned price with the member's latest proof of it (the API's assignedPriceView). */
export interface AssignedPriceView extends ChosenTaskView {
  /** A proof was sent and is waiting or approved (spec 4: the row shows Completed). */
  isUploadScreenshot: boolean;
  /** The link of the member's latest proof. */
  screenshot: string | null;
  screenshotStatus: ScreenshotStatus | null;
  /** Why the latest proof was rejected; null unless it was. */
  rejectionMessage: string | null;
}

/** A proof a member sent (spec 3, received screenshot), with its decision. */
export interface ReceivedScreenshotView {
  id: string;
  completedTaskPricingId: string;
  taskPricingId: string;
  taskPricingTitle: string;
  memberName: string;
  /** The link to open: the uploaded screenshot's URL or the web address a member gave. */
  screenshot: string | null;
  type: string;
  status: ScreenshotStatus;
  rejectionMessage: string | null;
  decidedBy: string | null;
  createdAt: string | null;
  decidedAt: string | null;
}

/** A task pricing option of `GET task-prices/dropdown`; amounts in credits. */
export interface TaskPricingOptionView {
  id: string;
  title: string;
  type: string;
  isTaskType: boolean;
  noOfCost: number;
  noOfRewards: number;
}

/** An impression cost option of `GET cost-impressions/dropdown`; noOfCost in credits. */
export interface ImpressionCostOptionView {
  id: string;
  noOfCost: number;
  impressions: number;
}

/** What `POST uploads` answers in `data` (spec 3, upload response). */
export interface UploadView {
  relativePath: string;
  path: string;
  fileType: 'image' | 'video' | 'audio';
  formatType: string;
}

/** Texts of the task calls (the client shows the server's message as it is). */
export const TASK_MSG = {
  pricesListed: 'Task pricing options.',
  impressionsListed: 'Impression cost options.',
  uploaded: 'File uploaded successfully',
  fileRequired: 'Please select a file to upload',
  fileType: UPLOAD_MSG.fileType,
  imageTooLarge: 'The image is too large: images are at most 5 MB.',
  videoTooLarge: 'The file is too large: videos are at most 50 MB.',

  created: 'Data saved successfully',
  updated: 'Data saved successfully',
  deleted: 'Task deleted successfully',
  listed: 'Tasks.',
  details: 'Task details.',
  screenshots: 'Task screenshots.',
  statusUpdated: 'Screenshot status updated successfully',
  performed: 'Your proof was sent. The task owner will review it.',

  businessNameRequired: 'Enter the business name.',
  businessNameTooLong: 'The business name is at most 120 characters.',
  taskLocationRequired: 'Enter the location.',
  taskLocationTooLong: 'The location is at most 200 characters.',
  leadsInvalid: 'Leads must be a whole number above 0.',
  leadsTooMany: 'A task has at most 100000 leads.',
  logoRequired: 'Upload a logo image.',
  backgroundRequired: 'Upload a background image.',
  imageNotUploaded: 'Upload the image first: only images you uploaded can be used.',
  pricingsRequired: 'Select at least one task.',
  pricingsTooMany: 'Select at most 50 tasks.',
  pricingUnknown: 'This task option does not exist or is not offered any more.',
  pricingTwice: 'Each task option can be selected once.',
  impressionUnknown: 'This impression option does not exist.',
  impressionOnlyForNonTask: 'An impression option can be chosen only for rows that are not task-type.',
  descriptionTooLong: 'The description is at most 1000 characters.',
  pricingFileNotUploaded: 'Upload the file first: only images or videos you uploaded can be used.',
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  paymentRequired: 'Give the payment details.',
  totalCostInvalid: creditsRangeMsg('The total cost', LEAST_CREDITS, MONEY_LIMITS.taskTotalCost),
  totalCostMismatch: 'The total cost does not match the selected tasks times the leads.',
  totalCostTooLow: `The total cost must be above ${TASK_MIN_TOTAL_COST_CREDITS}.`,
  paymentMethodInvalid: 'Choose balance or usdt as the payment method.',
  paymentDateRequired: 'Enter the date of your transfer.',
  paymentDateInvalid: 'Enter the payment date as YYYY-MM-DD.',
  paymentDateFuture: 'The payment date cannot be in the future.',
  txidRequired: 'Enter the transaction id (Txid) of your transfer.',
  txidInvalid: 'The Txid must be 8 to 128 letters, digits, dashes or underscores, without spaces.',
  txidUsed: 'This Txid was already used. Each transfer can be used once.',
  insufficientBalance: 'Your balance is too low to pay for this task.',
  adminNoTasks: 'Administrators do not create, pay for or perform tasks.',

  notFound: 'Task not found',
  leadsFixed: 'Leads cannot change on an existing task.',
  pricingsFixed: 'The pricing table cannot change once the task is created.',
  deleteAfterApproval: 'A task cannot be deleted once a proof was approved.',
  alreadyDeleted: 'This task was already deleted.',

  ownTask: 'You cannot perform your own task.',
  taskUnavailable: 'This task is not available.',
  noLeadsLeft: 'This task has no leads left.',
  leadClosed: 'Your lead of this task was closed after too long without a new proof.',
  proofsRequired: 'Send at least one proof.',
  proofPricingUnknown: 'This task does not have this option.',
  proofTwice: 'Each option takes one proof at a time.',
  proofAlreadySent: 'You already sent a proof for this option.',
  screenshotRequired: 'Upload a screenshot.',
  screenshotNotUploaded: 'Upload the screenshot first: only images you uploaded can be sent.',
  proofUrlInvalid: 'Enter the web address (http:// or https://) that proves the task.',

  proofNotFound: 'This proof does not exist.',
  notYourTask: 'Only the owner of the task (or an administrator) may do that.',
  proofAlreadyDecided: 'This proof was already decided.',
  statusInvalid: 'The status must be APPROVED or REJECTED.',
  rejectionMessageRequired: 'Give a reason for the rejection.',
  rejectionMessageTooLong: 'The reason is at most 500 characters.',

  paymentNotFound: 'This task payment does not exist.',
  paymentAlreadyDecided: 'This task payment was already decided.',
  paymentCancelled: 'The owner deleted this task before it was paid.',
} as const;
