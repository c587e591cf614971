import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { type MemberLevelRewards } from '@earnwave/contracts';
import { findCurrentMembership } from '@earnwave/db';
import { NoMembershipYet } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { levelRewards } from '../membership-views';
import { GetMemberLevelQuery } from './get-member-level.query';

/**
 * The level of the member's current membership, for the rewards screens. An expired one is still
 * answered: the screens show what the member would earn again by renewing.
 */
@QueryHandler(GetMemberLevelQuery)
export class GetMemberLevelHandler implements IQueryHandler<GetMemberLevelQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId }: GetMemberLevelQuery): Promise<MemberLevelRewards> {
    const current = await findCurrentMembership(this.db.manager, memberId);
    if (!current) throw new NoMembershipYet();
    return levelRewards(current.level);
  }
}
