import { HttpStatus, Injectable } from '@nestjs/common';
import { MSG } from '@earnwave/contracts';
import { findCurrentMembership, type CurrentMembership } from '@earnwave/db';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';

/**
 * What other modules ask of memberships. Earning and paying other members need an unexpired
 * membership (ARCHITECTURE.md, earning rules); these run on every such call, so each is one
 * indexed query in the caller's transaction.
 */
@Injectable()
export class MembershipsService {
  /** The member's current level and subscription (money in micro-credits), or undefined if none. */
  currentLevel(manager: EntityManager, memberId: string): Promise<CurrentMembership | undefined> {
    return findCurrentMembership(manager, memberId);
  }

  /** The current membership, or a 422 the member can act on when there is none or it expired. */
  async requireEarningMembership(manager: EntityManager, memberId: string): Promise<CurrentMembership> {
    const current = await findCurrentMembership(manager, memberId);
    if (!current) throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, 'general', MSG.membershipRequired);
    if (current.expired) throw AppError.field(HttpStatus.UNPROCESSABLE_ENTITY, 'general', MSG.membershipExpired);
    return current;
  }
}
