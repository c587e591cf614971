import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK } from '@earnwave/config';
import { findCurrentMembership, UserEntity } from '@earnwave/db';
import { daysLeft, memberAvailable, type Clock } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../common/errors';
import { MembershipsRepository } from '../infra/memberships.repository';
import { memberSubscriptionView } from '../membership-views';
import { GetMemberRecordQuery, type MemberRecord } from './get-member-record.query';

/**
 * The member record (ARCHITECTURE.md): the client polls it every 10 s while pending. daysLeft is 0
 * once the term is over, even before the daily job marks the membership expired.
 */
@QueryHandler(GetMemberRecordQuery)
export class GetMemberRecordHandler implements IQueryHandler<GetMemberRecordQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly memberships: MembershipsRepository,
  ) {}

  async execute({ memberId }: GetMemberRecordQuery): Promise<MemberRecord> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: memberId });
    if (!user) throw new NotFound();
    const now = this.clock.now();
    const [current, balance] = await Promise.all([
      findCurrentMembership(this.db.manager, memberId, now),
      this.memberships.availableBalance(memberAvailable(memberId)),
    ]);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      status: user.status,
      daysLeft: current && !current.expired ? daysLeft(current.subscription.endedAt, now) : 0,
      balance: creditsToJson(balance),
      memberSubscription: current ? memberSubscriptionView(current.subscription) : null,
    };
  }
}
