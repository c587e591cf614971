import { taskEscrow, memberAvailable, PLATFORM } from './ledger-accounts';
import { assertBalanced } from './entries';
import {
  assignedPrice,
  canReserveLead,
  taskCost,
  taskRefundEntry,
  taskRewardEntry,
  unreservedEscrow,
} from './task-rules';

const C = 1_000_000n;
const TASK = '0b7c1c1e-8d52-4f0a-9c65-3c1b8a4f2e10';
const MEMBER = '7d8f2c8e-1b6a-4a53-9f0e-2f1d7f3a9c11';

describe('task rules', () => {
  it('copies a task-type pricing as it is, whatever impression is named', () => {
    expect(assignedPrice({ noOfCost: 2n * C, noOfRewards: C, isTaskType: true, impressionCost: 9n * C })).toEqual({
      noOfCost: 2n * C,
      noOfRewards: C,
    });
  });

  it("lets a non-task row's impression option replace its cost, the reward capped at that cost", () => {
    expect(assignedPrice({ noOfCost: 5n * C, noOfRewards: 2n * C, isTaskType: false, impressionCost: 9n * C })).toEqual(
      { noOfCost: 9n * C, noOfRewards: 2n * C },
    );
    expect(assignedPrice({ noOfCost: 5n * C, noOfRewards: 2n * C, isTaskType: false, impressionCost: C })).toEqual({
      noOfCost: C,
      noOfRewards: C,
    });
    expect(assignedPrice({ noOfCost: 5n * C, noOfRewards: 2n * C, isTaskType: false })).toEqual({
      noOfCost: 5n * C,
      noOfRewards: 2n * C,
    });
  });

  it('costs the sum of the rows times the leads', () => {
    expect(taskCost([2n * C, 1_500_000n], 3)).toEqual({ perLead: 3_500_000n, total: 10_500_000n });
    expect(() => taskCost([C], 0)).toThrow(RangeError);
    expect(() => taskCost([C], 1.5)).toThrow(RangeError);
  });

  it('promises a new lead only what taken leads may not still draw', () => {
    const task = { leads: 3, perLead: 2n * C, open: true };
    // 3 leads paid for, 1 taken, nothing paid yet: 2 leads' worth is free.
    expect(unreservedEscrow({ escrow: 6n * C, reservedLeads: 1, perLead: 2n * C, paidSoFar: 0n })).toBe(4n * C);
    // The taken lead was half paid: the escrow shrank by what was paid, the promise too.
    expect(unreservedEscrow({ escrow: 5n * C, reservedLeads: 1, perLead: 2n * C, paidSoFar: C })).toBe(4n * C);
    expect(canReserveLead({ ...task, reservedLeads: 2, escrow: 6n * C, paidSoFar: 0n })).toBe(true);
    expect(canReserveLead({ ...task, reservedLeads: 3, escrow: 6n * C, paidSoFar: 0n })).toBe(false);
    expect(canReserveLead({ ...task, reservedLeads: 2, escrow: 5n * C, paidSoFar: 0n })).toBe(false);
    expect(canReserveLead({ ...task, open: false, reservedLeads: 0, escrow: 6n * C, paidSoFar: 0n })).toBe(false);
  });

  it('pays the reward to the member and the rest of the cost to revenue, keyed by the proof', () => {
    const entry = taskRewardEntry({ proofId: 'p1', taskId: TASK, memberId: MEMBER, cost: 2n * C, reward: 1_500_000n });
    assertBalanced(entry);
    expect(entry).toMatchObject({ type: 'task_reward', idempotencyKey: 'task_reward:p1', memberId: MEMBER });
    expect(entry.postings).toEqual([
      { account: taskEscrow(TASK), amount: -2n * C },
      { account: memberAvailable(MEMBER), amount: 1_500_000n },
      { account: PLATFORM.revenue, amount: 500_000n },
    ]);
  });

  it('leaves revenue out when the reward is the whole cost, and refuses a reward above it', () => {
    const entry = taskRewardEntry({ proofId: 'p2', taskId: TASK, memberId: MEMBER, cost: C, reward: C });
    expect(entry.postings).toHaveLength(2);
    expect(() => taskRewardEntry({ proofId: 'p3', taskId: TASK, memberId: MEMBER, cost: C, reward: 2n * C })).toThrow(
      RangeError,
    );
  });

  it('refunds escrow to the owner once per reason', () => {
    const entry = taskRefundEntry({ taskId: TASK, ownerId: MEMBER, amount: 3n * C, reason: 'deleted' });
    assertBalanced(entry);
    expect(entry).toMatchObject({ type: 'task_refund', idempotencyKey: `task_refund:${TASK}:deleted` });
  });

  it('refunds the unpaid part of an ended lead once per lead', () => {
    const lead = '5a0f3c2e-6b1d-4c8e-9f7a-1e2d3c4b5a69';
    const entry = taskRefundEntry({ taskId: TASK, ownerId: MEMBER, amount: C, reason: 'lead_ended', leadId: lead });
    assertBalanced(entry);
    expect(entry).toMatchObject({
      idempotencyKey: `task_refund:${TASK}:lead:${lead}`,
      metadata: { taskId: TASK, reason: 'lead_ended', leadId: lead },
    });
    expect(entry.postings).toEqual([
      { account: taskEscrow(TASK), amount: -C },
      { account: memberAvailable(MEMBER), amount: C },
    ]);
  });
});
