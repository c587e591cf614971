import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MembershipLevelsRepository, type AdminMembershipLevelRecord } from '../infra/membership-levels.repository';
import { GetLevelRecordQuery } from './get-level-record.query';

@QueryHandler(GetLevelRecordQuery)
export class GetLevelRecordHandler implements IQueryHandler<GetLevelRecordQuery> {
  constructor(private readonly levels: MembershipLevelsRepository) {}

  execute({ slug }: GetLevelRecordQuery): Promise<AdminMembershipLevelRecord> {
    return this.levels.bySlug(slug);
  }
}
