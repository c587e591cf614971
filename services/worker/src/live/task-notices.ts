import type { NewNotification } from '@earnwave/db';
import { formatAmount } from './notification-texts';

/**
 * The notifications of task proofs that move no money of their own (an approval tells the member
 * through its `task_reward` entry, see notification-texts.ts): proofs received by an owner, a
 * rejection with its reason, an approval the timer made, a task completed, a lead left idle ended.
 */
export const TASK_NOTICES = {
  proofsReceived: (ownerId: string, memberName: string, count: number, businessName: string): NewNotification => ({
    memberId: ownerId,
    type: 'task_proof_received',
    title: 'Task proof received',
    body: `${memberName} sent ${count === 1 ? 'a proof' : `${count} proofs`} for your task "${businessName}". Review ${count === 1 ? 'it' : 'them'} on the task's progress page.`,
  }),
  proofRejected: (memberId: string, title: string, businessName: string, reason: string): NewNotification => ({
    memberId,
    type: 'task_proof_rejected',
    title: 'Task proof rejected',
    body: `Your proof for "${title}" (${businessName}) was rejected: "${reason}". You can send a new one.`,
  }),
  proofAutoApproved: (ownerId: string, title: string, businessName: string): NewNotification => ({
    memberId: ownerId,
    type: 'task_proof_auto_approved',
    title: 'Task proof approved automatically',
    body: `A proof for "${title}" (${businessName}) was not reviewed in time and was approved automatically.`,
  }),
  leadReleased: (memberId: string, businessName: string): NewNotification => ({
    memberId,
    type: 'task_lead_released',
    title: 'Task lead released',
    body: `Your lead of the task "${businessName}" had no new proof for too long and went back to the task. You may take it again while leads are left.`,
  }),
  leadClosed: (memberId: string, businessName: string): NewNotification => ({
    memberId,
    type: 'task_lead_closed',
    title: 'Task lead closed',
    body: `Your lead of the task "${businessName}" had no new proof for too long and is closed. You keep what its approved proofs paid you.`,
  }),
  taskCompleted: (ownerId: string, businessName: string, refunded: bigint): NewNotification => ({
    memberId: ownerId,
    type: 'task_completed',
    title: 'Task completed',
    body:
      refunded > 0n
        ? `Every lead of your task "${businessName}" is done. ${formatAmount(refunded)} credits left in its escrow went back to your balance.`
        : `Every lead of your task "${businessName}" is done.`,
  }),
};
