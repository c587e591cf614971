import { randomUUID } from 'node:crypto';
import type { MemberStatus } from '@earnwave/contracts';
import type { MemberSubscription, Transaction } from '@earnwave/db';
import { AlreadyDecided, MembershipRequestNotFound, OwnRequestDecision, type Clock } from '@earnwave/domain';
import { onRollback } from '@earnwave/testing';
import { MembershipRequestDecisions, type MembershipRequestDecision } from './membership-request-decisions';

/**
 * Membership requests, their decisions and members' statuses in memory (beside the port: a
 * library imports no service). No chain check is on record here: the payment desk's rules
 * (an override past an unverified transfer, a mismatch's reason) are the real adapter's alone.
 */
export class InMemoryMembershipRequests extends MembershipRequestDecisions {
  private subscriptions: MemberSubscription[] = [];
  private readonly statuses = new Map<string, MemberStatus>();
  private readonly decided = new Set<string>();

  constructor(private readonly clock: Clock) {
    super();
  }

  /**
   * Stores a subscription as the memberships module wrote it: a pending USDT request for gold
   * unless `fields` say otherwise (one activated, a card payment). Answers its id.
   */
  store(memberId: string, fields: Partial<MemberSubscription> = {}): string {
    const id = randomUUID();
    this.subscriptions.push({
      id,
      memberId,
      level: 'gold',
      method: 'usdt',
      receipt: `txid-${id}`,
      amount: 10_000_000n,
      transferDate: '2026-11-01',
      status: 'pending',
      startedAt: null,
      endedAt: null,
      rejectionReason: null,
      createdAt: this.clock.now(),
      decidedAt: null,
      ...fields,
    });
    return id;
  }

  statusOf(memberId: string): MemberStatus | undefined {
    return this.statuses.get(memberId);
  }

  async lockPending(
    tx: Transaction,
    decision: MembershipRequestDecision,
  ): Promise<{ request: MemberSubscription; reason: string | null }> {
    const request = this.subscriptions.find((subscription) => subscription.id === decision.requestId);
    if (!request || request.method !== 'usdt') throw new MembershipRequestNotFound();
    if (request.memberId === decision.adminId) throw new OwnRequestDecision();
    if (request.status !== 'pending' || this.decided.has(request.id)) throw new AlreadyDecided('membershipRequest');
    this.decided.add(request.id);
    onRollback(tx, () => this.decided.delete(request.id));
    return { request: { ...request }, reason: decision.reason ?? null };
  }

  async rejectSubscription(tx: Transaction, id: string, reason: string): Promise<void> {
    const before = this.subscriptions;
    this.subscriptions = before.map((subscription) =>
      subscription.id === id
        ? { ...subscription, status: 'rejected', rejectionReason: reason, decidedAt: this.clock.now() }
        : subscription,
    );
    onRollback(tx, () => (this.subscriptions = before));
  }

  async restoreMemberStatus(tx: Transaction, memberId: string): Promise<void> {
    const own = this.subscriptions.filter((subscription) => subscription.memberId === memberId);
    const now = this.clock.now();
    const status: MemberStatus = own.some((s) => s.status === 'active' && s.endedAt! > now)
      ? 'active'
      : own.some((s) => s.status === 'pending' && s.method !== 'card')
        ? 'pending'
        : own.some((s) => s.status === 'active' || s.status === 'expired')
          ? 'active'
          : 'inactive';
    const before = this.statuses.get(memberId);
    this.statuses.set(memberId, status);
    onRollback(tx, () => (before === undefined ? this.statuses.delete(memberId) : this.statuses.set(memberId, before)));
  }

  async subscription(_tx: Transaction, id: string): Promise<MemberSubscription | undefined> {
    const found = this.subscriptions.find((subscription) => subscription.id === id);
    return found && { ...found };
  }
}
