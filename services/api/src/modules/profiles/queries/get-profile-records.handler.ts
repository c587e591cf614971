import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Page } from '../../../common/simple-rest/list-query';
import { AdminProfilesRepository, type AdminProfileRecord } from '../infra/admin-profiles.repository';
import { GetProfileRecordsQuery } from './get-profile-records.query';

@QueryHandler(GetProfileRecordsQuery)
export class GetProfileRecordsHandler implements IQueryHandler<GetProfileRecordsQuery> {
  constructor(private readonly records: AdminProfilesRepository) {}

  execute({ list }: GetProfileRecordsQuery): Promise<Page<AdminProfileRecord>> {
    return this.records.profiles(list);
  }
}
