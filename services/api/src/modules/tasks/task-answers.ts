import type {
  AssignedPriceView,
  MemberTaskState,
  MemberTaskView,
  OwnerTaskView,
  ReceivedScreenshotView,
  ScreenshotStatus,
  TaskPaymentMethod,
  TaskPaymentStatus,
  TaskStatus,
} from '@earnwave/contracts';
import { canReserveLead } from '@earnwave/domain';
import { decisionAudit, type DecisionAudit } from '../../common/simple-rest/decision-audit';
import { chainReview, type ChainReview } from '../../common/simple-rest/payment-review';
import { isUploadPath, linkOf } from './task-inputs';
import { iso, money } from '../../common/simple-rest/record-fields';

type Row = Record<string, unknown>;

/**
 * A file as the console links it: a stored upload by its path on the console's own origin (the API
 * serves both, and the console's content policy loads images from its own origin only); a web
 * address as it is.
 */
export const consoleLink = (value: unknown): string | null =>
  typeof value === 'string' && value ? (isUploadPath(value) ? `/${value}` : value) : null;

/** Whether a new member could take a lead now: accepted, open, leads left, escrow covering one. */
function takesNewMembers(row: Row): boolean {
  return canReserveLead({
    open: row.status === 'ACCEPTED' && !row.deleted_at && !row.completed_at,
    leads: row.no_of_leads as number,
    reservedLeads: row.reserved_leads as number,
    escrow: BigInt(row.escrow as string),
    perLead: BigInt(row.cost_per_lead as string),
    paidSoFar: BigInt(row.paid as string),
  });
}

/**
 * The member's card (spec 2): Completed once they have an approved proof for every pricing, or
 * their lead was closed after they left it idle; Available when they hold a lead (they may go on)
 * or could take one; else Unavailable.
 */
function memberTaskState(row: Row): MemberTaskState {
  if ((row.total_assigned_prices as number) > 0 && row.member_approved === row.total_assigned_prices)
    return 'Completed';
  if (row.lead_closed) return 'Completed';
  return row.holds_lead || takesNewMembers(row) ? 'Available' : 'Unavailable';
}

/** Spec 3's task. `member` views read availability and completion for that member. */
export function taskView(row: Row, webOrigin: string, member: true): MemberTaskView;
export function taskView(row: Row, webOrigin: string, member: false): OwnerTaskView;
export function taskView(row: Row, webOrigin: string, member: boolean): MemberTaskView | OwnerTaskView {
  const leads = row.no_of_leads as number;
  const reserved = row.reserved_leads as number;
  const finished = row.finished as number;
  const state = member ? memberTaskState(row) : undefined;
  return {
    id: row.id as string,
    businessName: row.business_name as string,
    taskLocation: (row.task_location as string | null) ?? null,
    noOfLeads: leads,
    remainingOfLeads: leads - reserved,
    performingNoOfLeads: reserved - finished,
    completeTask: finished,
    remainingTask: leads - finished,
    totalAssignedPrices: row.total_assigned_prices as number,
    totalnoOfRewards: money(row.total_rewards),
    costPerLead: money(row.cost_per_lead),
    totalCost: money(row.total_cost),
    logoImage: row.logo_image as string,
    backgroundImage: row.background_image as string,
    logoImageUrl: linkOf(row.logo_image as string, webOrigin),
    backgroundImageUrl: linkOf(row.background_image as string, webOrigin),
    status: row.status as TaskStatus,
    availableTask: member ? state === 'Available' : takesNewMembers(row),
    isTaskCompleted: member ? state === 'Completed' : Boolean(row.completed_at),
    ...(state ? { memberTaskStatus: state } : { isDeleted: Boolean(row.deleted_at) }),
    createdAt: iso(row.created_at),
  };
}

/** Spec 3's assigned price; with the member's latest proof of it on the member's views. */
export function assignedPriceView(row: Row, webOrigin: string): AssignedPriceView {
  const proofStatus = (row.proof_status as ScreenshotStatus | null) ?? null;
  return {
    id: row.id as string,
    taskPricingId: row.task_pricing_id as string,
    title: row.title as string,
    task_description: (row.task_description as string | null) ?? null,
    type: row.type as string,
    isTaskType: row.is_task_type as boolean,
    noOfRewards: money(row.no_of_rewards),
    noOfCost: money(row.no_of_cost),
    relativePath: (row.relative_path as string | null) ?? null,
    path: linkOf(row.relative_path as string | null, webOrigin),
    fileType: (row.file_type as string | null) ?? null,
    formatType: (row.format_type as string | null) ?? null,
    impressionId: (row.impression_id as string | null) ?? null,
    impressions: (row.impressions as number | null) ?? null,
    isUploadScreenshot: proofStatus === 'PENDING' || proofStatus === 'APPROVED',
    screenshot: linkOf(row.proof_screenshot as string | null, webOrigin),
    screenshotStatus: proofStatus,
    rejectionMessage: proofStatus === 'REJECTED' ? (row.proof_rejection_message as string | null) : null,
  };
}

/** Spec 3's received screenshot, with its status and decision. */
export function receivedScreenshotView(row: Row, webOrigin: string): ReceivedScreenshotView {
  return {
    id: row.id as string,
    completedTaskPricingId: row.id as string,
    taskPricingId: row.task_pricing_id as string,
    taskPricingTitle: row.title as string,
    memberName: row.member_name as string,
    screenshot: linkOf(row.screenshot as string, webOrigin),
    type: row.type as string,
    status: row.status as ScreenshotStatus,
    rejectionMessage: (row.rejection_message as string | null) ?? null,
    decidedBy: (row.decided_by as string | null) ?? null,
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
  };
}

/** A task payment as an administrator's decision answers it: money in credits, with its task, owner and audit. */
export interface AdminTaskPayment {
  id: string;
  taskId: string;
  businessName: string;
  taskStatus: TaskStatus;
  taskDeleted: boolean;
  noOfLeads: number;
  memberId: string;
  memberName: string;
  memberEmail: string;
  method: TaskPaymentMethod;
  amount: number;
  totalCost: number;
  /** The day of the payment (`YYYY-MM-DD`). */
  date: string;
  txid: string | null;
  status: TaskPaymentStatus;
  rejectionReason: string | null;
  createdAt: string | null;
  decidedAt: string | null;
  audit: DecisionAudit | null;
  /** The payment desk's review: a USDT payment's chain check (the console's payment records add the account's). */
  review: ChainReview;
}

/** A task payment as the admin console lists and shows it (money in credits). */
export function taskPaymentRecord(row: Row): AdminTaskPayment {
  return {
    id: row.id as string,
    taskId: row.task_id as string,
    businessName: row.business_name as string,
    taskStatus: row.task_status as TaskStatus,
    taskDeleted: Boolean(row.task_deleted_at),
    noOfLeads: row.no_of_leads as number,
    memberId: row.member_id as string,
    memberName: row.member_name as string,
    memberEmail: row.member_email as string,
    method: row.method as TaskPaymentMethod,
    amount: money(row.amount),
    totalCost: money(row.amount),
    date: row.payment_date as string,
    txid: (row.txid as string | null) ?? null,
    status: row.status as TaskPaymentStatus,
    rejectionReason: (row.rejection_reason as string | null) ?? null,
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
    audit: decisionAudit(row),
    review: chainReview(row),
  };
}
