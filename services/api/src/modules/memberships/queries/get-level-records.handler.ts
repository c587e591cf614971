import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Page } from '../../../common/simple-rest/list-query';
import { MembershipLevelsRepository, type AdminMembershipLevelRecord } from '../infra/membership-levels.repository';
import { GetLevelRecordsQuery } from './get-level-records.query';

@QueryHandler(GetLevelRecordsQuery)
export class GetLevelRecordsHandler implements IQueryHandler<GetLevelRecordsQuery> {
  constructor(private readonly levels: MembershipLevelsRepository) {}

  execute({ list }: GetLevelRecordsQuery): Promise<Page<AdminMembershipLevelRecord>> {
    return this.levels.list(list);
  }
}
