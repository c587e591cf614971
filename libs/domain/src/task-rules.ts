import { taskEscrow, memberAvailable, PLATFORM } from './ledger-accounts';
import { transfer, type LedgerEntry } from './entries';

/**
 * Task money (ARCHITECTURE.md, earning rules, tasks). A pricing option has `noOfCost` (what the
 * owner pays per lead) and `noOfRewards` (what the member earns, at most the cost); both are
 * copied into the task's assigned prices when it is created. Amounts are micro-credits.
 */

export interface PricingChoice {
  /** The pricing option's cost and reward per lead. */
  noOfCost: bigint;
  noOfRewards: bigint;
  isTaskType: boolean;
  /** The chosen impression option's cost, for a row that is not task-type. */
  impressionCost?: bigint;
}

/**
 * What one row costs and pays per lead. A row that is not task-type buys impressions: the chosen
 * impression option's noOfCost replaces the pricing's noOfCost, and the member's reward stays the
 * pricing's noOfRewards, capped at that cost (a reward never exceeds what the owner paid for it).
 */
export function assignedPrice(choice: PricingChoice): { noOfCost: bigint; noOfRewards: bigint } {
  const noOfCost = !choice.isTaskType && choice.impressionCost !== undefined ? choice.impressionCost : choice.noOfCost;
  const noOfRewards = choice.noOfRewards < noOfCost ? choice.noOfRewards : noOfCost;
  return { noOfCost, noOfRewards };
}

/** The task's cost: the sum of its rows' costs per lead, times the leads (spec 9). */
export function taskCost(rowCosts: bigint[], leads: number): { perLead: bigint; total: bigint } {
  if (!Number.isSafeInteger(leads) || leads < 1) throw new RangeError('leads must be a whole number >= 1');
  const perLead = rowCosts.reduce((sum, cost) => sum + cost, 0n);
  return { perLead, total: perLead * BigInt(leads) };
}

/**
 * What the escrow can still promise to a new member: the escrow less what the leads already taken
 * may still draw (each taken lead may draw a whole lead's cost, less what its approved proofs were
 * already paid).
 */
export function unreservedEscrow(args: {
  escrow: bigint;
  reservedLeads: number;
  perLead: bigint;
  paidSoFar: bigint;
}): bigint {
  return args.escrow - (BigInt(args.reservedLeads) * args.perLead - args.paidSoFar);
}

/** A new member may take a lead of an open task when leads remain and the escrow covers one. */
export function canReserveLead(args: {
  open: boolean;
  leads: number;
  reservedLeads: number;
  escrow: bigint;
  perLead: bigint;
  paidSoFar: bigint;
}): boolean {
  return args.open && args.reservedLeads < args.leads && unreservedEscrow(args) >= args.perLead;
}

/**
 * An approved proof's payment, once per proof: the reward from escrow to the member and the rest
 * of the row's cost to the platform's revenue.
 */
export function taskRewardEntry(args: {
  proofId: string;
  taskId: string;
  memberId: string;
  cost: bigint;
  reward: bigint;
}): LedgerEntry {
  const { proofId, taskId, memberId, cost, reward } = args;
  if (reward <= 0n || reward > cost) throw new RangeError('a task reward is above 0 and at most the cost');
  const revenue = cost - reward;
  return {
    type: 'task_reward',
    idempotencyKey: `task_reward:${proofId}`,
    memberId,
    metadata: { taskId, proofId },
    postings: [
      { account: taskEscrow(taskId), amount: -cost },
      { account: memberAvailable(memberId), amount: reward },
      ...(revenue > 0n ? [{ account: PLATFORM.revenue, amount: revenue }] : []),
    ],
  };
}

/**
 * Escrow going back to the owner, once per reason: a deleted, rejected or completed task, or the
 * unpaid part of one lead (`leadId`) that ended unfinished on a task closed to new members.
 */
export function taskRefundEntry(
  args: { taskId: string; ownerId: string; amount: bigint } & (
    { reason: 'deleted' | 'rejected' | 'completed' } | { reason: 'lead_ended'; leadId: string }
  ),
): LedgerEntry {
  const { taskId, ownerId, amount, reason } = args;
  const leadId = args.reason === 'lead_ended' ? args.leadId : undefined;
  return transfer(
    'task_refund',
    leadId ? `task_refund:${taskId}:lead:${leadId}` : `task_refund:${taskId}:${reason}`,
    taskEscrow(taskId),
    memberAvailable(ownerId),
    amount,
    {
      memberId: ownerId,
      metadata: leadId ? { taskId, reason, leadId } : { taskId, reason },
    },
  );
}
