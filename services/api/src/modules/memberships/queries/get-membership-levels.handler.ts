import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MembershipLevelCard } from '@earnwave/contracts';
import { listLevels } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { levelCard } from '../membership-views';
import { GetMembershipLevelsQuery } from './get-membership-levels.query';

/** The membership page's level chooser, in ladder order; unavailable levels are listed, disabled. */
@QueryHandler(GetMembershipLevelsQuery)
export class GetMembershipLevelsHandler implements IQueryHandler<GetMembershipLevelsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute(): Promise<MembershipLevelCard[]> {
    return (await listLevels(this.db.manager)).map(levelCard);
  }
}
