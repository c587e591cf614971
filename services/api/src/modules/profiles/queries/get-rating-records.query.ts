import { Query } from '@nestjs/cqrs';
import type { Page } from '../../../common/simple-rest/list-query';

/** The console's read-only `ratings` list, as ra-data-simple-rest asks it. */
export class GetRatingRecordsQuery extends Query<Page<Record<string, unknown>>> {
  constructor(readonly list: Record<string, unknown>) {
    super();
  }
}
