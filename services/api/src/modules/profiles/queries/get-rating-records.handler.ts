import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Page } from '../../../common/simple-rest/list-query';
import { AdminProfilesRepository, type AdminRatingRecord } from '../infra/admin-profiles.repository';
import { GetRatingRecordsQuery } from './get-rating-records.query';

@QueryHandler(GetRatingRecordsQuery)
export class GetRatingRecordsHandler implements IQueryHandler<GetRatingRecordsQuery> {
  constructor(private readonly records: AdminProfilesRepository) {}

  execute({ list }: GetRatingRecordsQuery): Promise<Page<AdminRatingRecord>> {
    return this.records.ratings(list);
  }
}
