import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import { PostgresMembershipLookup, type CurrentMembership } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { DataSource } from 'typeorm';

/**
 * The membership lookup (libs/db's MembershipLookup port, over PostgreSQL) as Nest injects it:
 * commands ask for the port (`MembershipLookup`, which this class is provided as), so that their
 * specs can hand them libs/testing's InMemoryMemberships; the read side still injects it by this name
 * and reads outside a transaction with `current`.
 */
@Injectable()
export class MembershipsService extends PostgresMembershipLookup {
  constructor(
    @Inject(CLOCK) clock: Clock,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    super(clock);
  }

  /** The member's membership now, read outside any command's transaction (dashboards, seminars). */
  current(memberId: string): Promise<CurrentMembership | undefined> {
    return this.currentLevel(this.db.manager, memberId);
  }
}
