import { Query } from '@nestjs/cqrs';
import type { AdminRatingRecord } from '../infra/admin-profiles.repository';
import type { Page } from '../../../common/simple-rest/list-query';

/** The console's read-only `ratings` list, as ra-data-simple-rest asks it. */
export class GetRatingRecordsQuery extends Query<Page<AdminRatingRecord>> {
  constructor(readonly list: Record<string, unknown>) {
    super();
  }
}
