import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { MSG, type MemberLevelRewards } from '@earnwave/contracts';
import { findCurrentMembership } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../common/errors';
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
    if (!current) throw new NotFound(MSG.membershipNone);
    return levelRewards(current.level);
  }
}
