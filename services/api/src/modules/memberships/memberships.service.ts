import { Inject, Injectable } from '@nestjs/common';
import { CLOCK } from '@earnwave/config';
import { findCurrentMembership, type CurrentMembership } from '@earnwave/db';
import { MembershipExpired, MembershipRequired, type Clock } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';

/**
 * What other modules ask of memberships. Earning and paying other members need an unexpired
 * membership (ARCHITECTURE.md, earning rules); these run on every such call, so each is one
 * indexed query in the caller's transaction. Whether a term is over is read from the Clock.
 */
@Injectable()
export class MembershipsService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** The member's current level and subscription (money in micro-credits), or undefined if none. */
  currentLevel(manager: EntityManager, memberId: string): Promise<CurrentMembership | undefined> {
    return findCurrentMembership(manager, memberId, this.clock.now());
  }

  /** The current membership; refused (for the member to act on) when there is none or it expired. */
  async requireEarningMembership(manager: EntityManager, memberId: string): Promise<CurrentMembership> {
    const current = await this.currentLevel(manager, memberId);
    if (!current) throw new MembershipRequired();
    if (current.expired) throw new MembershipExpired();
    return current;
  }
}
