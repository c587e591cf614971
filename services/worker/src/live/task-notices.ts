import { NOTIFICATION_TEXT as TEXT } from '@earnwave/contracts';
import type { NewNotification } from '@earnwave/db';
import { formatAmount } from './notification-texts';

/**
 * The notifications of task proofs that move no money of their own (an approval tells the member
 * through its `task_reward` entry, see notification-texts.ts): proofs received by an owner, a
 * rejection with its reason, an approval the timer made, a task completed, a lead left idle ended.
 * Their words are libs/contracts' NOTIFICATION_TEXT.
 */
export const TASK_NOTICES = {
  proofsReceived: (ownerId: string, memberName: string, count: number, businessName: string): NewNotification => ({
    memberId: ownerId,
    type: 'task_proof_received',
    title: TEXT.proofsReceived.title,
    body: TEXT.proofsReceived.body(memberName, count, businessName),
  }),
  proofRejected: (memberId: string, title: string, businessName: string, reason: string): NewNotification => ({
    memberId,
    type: 'task_proof_rejected',
    title: TEXT.proofRejected.title,
    body: TEXT.proofRejected.body(title, businessName, reason),
  }),
  proofAutoApproved: (ownerId: string, title: string, businessName: string): NewNotification => ({
    memberId: ownerId,
    type: 'task_proof_auto_approved',
    title: TEXT.proofAutoApproved.title,
    body: TEXT.proofAutoApproved.body(title, businessName),
  }),
  leadReleased: (memberId: string, businessName: string): NewNotification => ({
    memberId,
    type: 'task_lead_released',
    title: TEXT.leadReleased.title,
    body: TEXT.leadReleased.body(businessName),
  }),
  leadClosed: (memberId: string, businessName: string): NewNotification => ({
    memberId,
    type: 'task_lead_closed',
    title: TEXT.leadClosed.title,
    body: TEXT.leadClosed.body(businessName),
  }),
  taskCompleted: (ownerId: string, businessName: string, refunded: bigint): NewNotification => ({
    memberId: ownerId,
    type: 'task_completed',
    title: TEXT.taskCompleted.title,
    body: TEXT.taskCompleted.body(businessName, refunded > 0n ? formatAmount(refunded) : undefined),
  }),
};
