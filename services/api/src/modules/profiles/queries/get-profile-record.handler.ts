import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AdminProfilesRepository } from '../infra/admin-profiles.repository';
import { GetProfileRecordQuery } from './get-profile-record.query';

@QueryHandler(GetProfileRecordQuery)
export class GetProfileRecordHandler implements IQueryHandler<GetProfileRecordQuery> {
  constructor(private readonly records: AdminProfilesRepository) {}

  execute({ memberId }: GetProfileRecordQuery): Promise<Record<string, unknown>> {
    return this.records.profile(memberId);
  }
}
