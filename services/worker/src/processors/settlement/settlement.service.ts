import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QUEUES, type EventJob } from '@earnwave/contracts';
import {
  addNotifications,
  balancesWritten,
  claimOutboxEvents,
  contentViewWeekUsage,
  lockAccounts,
  postEntries,
  type PostedEntry,
  weekUsageKey,
} from '@earnwave/db';
import { capToWeeklyLimit, memberAvailable, PLATFORM, transfer, type LedgerEntry } from '@earnwave/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { notificationsFor, payersOf } from '../../live/notification-texts';
import { LiveUpdatesService } from '../../live/live-updates.service';
import { ReferralRewards } from './referral-rewards';
import { SettlementRepository } from './infra/settlement.repository';
import { TaskProofSettlement, type TaskEvents } from './task-proofs';

export type SettlementJob =
  | { type: 'content-view.counted'; data: EventJob<'content-view.counted'> }
  | { type: 'member-transfer.spent'; data: EventJob<'member-transfer.spent'> }
  | { type: 'referral.reward-due'; data: EventJob<'referral.reward-due'> }
  | { type: 'task-proofs.received'; data: EventJob<'task-proofs.received'> }
  | { type: 'task-proof.decided'; data: EventJob<'task-proof.decided'> };

/**
 * Turns settlement events into ledger entries and writes a whole group in one transaction. It is
 * given event ids and settles what their committed outbox rows say, claiming them (recorded as
 * processed) in the same transaction: an id that names no unprocessed settlement event moves
 * nothing, so a job forged or edited in Redis cannot pay anyone. Each entry's idempotency key
 * also derives from the event, so the same spend reported twice is settled once.
 */
@Injectable()
export class SettlementService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly live: LiveUpdatesService,
    private readonly settlement: SettlementRepository,
    private readonly taskProofs: TaskProofSettlement,
    private readonly referralRewards: ReferralRewards,
  ) {}

  async settle(eventIds: string[]): Promise<PostedEntry[]> {
    const { posted, notifications, balances } = await this.db.transaction(async (manager) => {
      // Claimed with the effect, in this transaction, so the outbox sweeper never sends these
      // events again; an event whose job Redis loses before this commits is sent again. First, so
      // that a relay still committing these rows is waited for before the hot accounts are locked.
      const jobs = (await claimOutboxEvents(manager, QUEUES.settlement, eventIds)).map(
        ({ id, type, payload }) => ({ type, data: { ...(payload as object), eventId: id } }) as SettlementJob,
      );
      if (jobs.length === 0) return { posted: [], notifications: [], balances: new Map() };
      // Task rows are locked before any ledger account (see task-proofs.ts), so this comes first.
      const taskEvents = taskEventsOf(jobs);
      const taskRewards = await this.taskProofs.rewardEntries(manager, taskEvents);
      // Every member account the group's events credit, locked in one sorted statement before any
      // is read: locked in rounds (the viewers, then the referrers, then the receivers as their
      // credits are posted), two groups settling side by side could each hold one the other needs.
      // The platform accounts posted to later sort after every member account.
      await lockAccounts(manager, creditedMemberAccounts(jobs));
      const entries = [
        ...(await this.contentViewEntries(manager, jobs)),
        ...jobs.flatMap((job) => (job.type === 'member-transfer.spent' ? [transferEntry(job.data)] : [])),
        ...(await this.referralRewards.entries(
          manager,
          jobs.flatMap((job) => (job.type === 'referral.reward-due' ? [job.data] : [])),
        )),
        ...taskRewards,
      ];
      const posted = await postEntries(manager, entries);
      const tasks = await this.taskProofs.afterRewards(manager, posted, taskEvents);
      posted.push(...tasks.posted);
      // Only entries that were new get a notification, in the same transaction as their postings.
      const payerNames = await this.settlement.memberNames(manager, payersOf(posted));
      const notifications = await addNotifications(manager, [
        ...notificationsFor(posted, payerNames),
        ...tasks.notices,
      ]);
      return { posted, notifications, balances: balancesWritten(manager) };
    });
    await this.live.afterCommit(posted, notifications, balances);
    return posted;
  }

  /**
   * Content-view rewards, capped again against the member's weekly counter (content_view_week_usage,
   * kept by postEntries with the postings): nothing, not even a replay or a bug upstream, credits
   * past the weekly limit. The members' accounts are locked before (settle), so two groups cannot
   * both read the same week's counter. `platform:rewards`, which pays them, is not locked
   * (UNPROJECTED): groups on several workers commit side by side.
   *
   * A view already settled is not looked up first: its event was claimed once (claimOutboxEvents),
   * and should another event name the same view, the idempotency key's unique index leaves its
   * entry out (postEntries) and the counter counts only what was posted. Such an entry still took
   * its share of the week in the capping below, so it can only lower what the group's other views
   * of that member pay, never raise it.
   */
  private async contentViewEntries(manager: EntityManager, jobs: SettlementJob[]): Promise<LedgerEntry[]> {
    const views = jobs.flatMap((job) =>
      job.type === 'content-view.counted'
        ? [{ ...job.data, weekStart: new Date(job.data.weekStart).toISOString() }]
        : [],
    );
    if (views.length === 0) return [];
    const used = await contentViewWeekUsage(manager, views);
    const seen = new Set<string>();
    const entries: LedgerEntry[] = [];
    for (const view of views) {
      const key = `content_view:${view.viewId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const usageKey = weekUsageKey(view.memberId, view.weekStart);
      const usedSoFar = used.get(usageKey) ?? 0n;
      const amount = capToWeeklyLimit(BigInt(view.reward), usedSoFar, BigInt(view.weeklyTokenLimit));
      if (amount === 0n) continue;
      used.set(usageKey, usedSoFar + amount);
      entries.push(
        transfer('content_view', key, PLATFORM.rewards, memberAvailable(view.memberId), amount, {
          memberId: view.memberId,
          metadata: { contentId: view.contentId, viewId: view.viewId, weekStart: view.weekStart },
        }),
      );
    }
    return entries;
  }
}

/** The available accounts of the members these events may credit. */
function creditedMemberAccounts(jobs: SettlementJob[]): string[] {
  return jobs.flatMap((job) => {
    switch (job.type) {
      case 'content-view.counted':
        return [memberAvailable(job.data.memberId)];
      case 'member-transfer.spent':
        return [memberAvailable(job.data.receiverId)];
      case 'referral.reward-due':
        return [memberAvailable(job.data.referrerId)];
      case 'task-proof.decided':
        return job.data.decision === 'APPROVED' ? [memberAvailable(job.data.memberId)] : [];
      default:
        return [];
    }
  });
}

function taskEventsOf(jobs: SettlementJob[]): TaskEvents {
  return {
    received: jobs.flatMap((job) => (job.type === 'task-proofs.received' ? [job.data] : [])),
    decided: jobs.flatMap((job) => (job.type === 'task-proof.decided' ? [job.data] : [])),
  };
}

/** Clearing pays the receiver the price less the fee, and the fee to the platform. */
function transferEntry(spent: EventJob<'member-transfer.spent'>): LedgerEntry {
  const amount = BigInt(spent.amount);
  const fee = BigInt(spent.fee);
  return {
    type: spent.receiverType,
    idempotencyKey: `settle:${spent.spendTransactionKey}`,
    memberId: spent.receiverId,
    metadata: { payerId: spent.payerId },
    postings: [
      { account: PLATFORM.clearing, amount: -(amount + fee) },
      { account: memberAvailable(spent.receiverId), amount },
      ...(fee > 0n ? [{ account: PLATFORM.fees, amount: fee }] : []),
    ],
  };
}
