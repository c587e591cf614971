import { MembershipExpired, MembershipRequired, type Clock } from '@earnwave/domain';
import type { Transaction } from '../unit-of-work';
import { findCurrentMembership, type CurrentMembership } from './membership-rows';

/**
 * What other modules ask of memberships. Earning and paying other members need an unexpired
 * membership (ARCHITECTURE.md, earning rules): that rule is written here once, for the real
 * lookup and its in-memory fake alike; only where the current membership comes from differs.
 */
export abstract class MembershipLookup {
  /** The member's current level and subscription (money in micro-credits), or undefined if none. */
  abstract currentLevel(tx: Transaction, memberId: string): Promise<CurrentMembership | undefined>;

  /** The current membership; refused (for the member to act on) when there is none or it expired. */
  async requireEarningMembership(tx: Transaction, memberId: string): Promise<CurrentMembership> {
    const current = await this.currentLevel(tx, memberId);
    if (!current) throw new MembershipRequired();
    if (current.expired) throw new MembershipExpired();
    return current;
  }
}

/**
 * The lookup over PostgreSQL: one indexed query in the caller's transaction (it runs on every
 * earning and paying call), whether a term is over read from the Clock.
 */
export class PostgresMembershipLookup extends MembershipLookup {
  constructor(private readonly clock: Clock) {
    super();
  }

  currentLevel(tx: Transaction, memberId: string): Promise<CurrentMembership | undefined> {
    return findCurrentMembership(tx, memberId, this.clock.now());
  }
}
