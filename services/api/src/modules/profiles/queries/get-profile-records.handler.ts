import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Page } from '../../../common/simple-rest/list-query';
import { AdminProfilesRepository } from '../infra/admin-profiles.repository';
import { GetProfileRecordsQuery } from './get-profile-records.query';

@QueryHandler(GetProfileRecordsQuery)
export class GetProfileRecordsHandler implements IQueryHandler<GetProfileRecordsQuery> {
  constructor(private readonly records: AdminProfilesRepository) {}

  execute({ list }: GetProfileRecordsQuery): Promise<Page<Record<string, unknown>>> {
    return this.records.profiles(list);
  }
}
