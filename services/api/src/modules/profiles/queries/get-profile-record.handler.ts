import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AdminProfilesRepository, type AdminProfileRecord } from '../infra/admin-profiles.repository';
import { GetProfileRecordQuery } from './get-profile-record.query';

@QueryHandler(GetProfileRecordQuery)
export class GetProfileRecordHandler implements IQueryHandler<GetProfileRecordQuery> {
  constructor(private readonly records: AdminProfilesRepository) {}

  execute({ memberId }: GetProfileRecordQuery): Promise<AdminProfileRecord> {
    return this.records.profile(memberId);
  }
}
