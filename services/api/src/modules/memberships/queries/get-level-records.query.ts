import { Query } from '@nestjs/cqrs';
import type { AdminMembershipLevelRecord } from '../infra/membership-levels.repository';
import type { Page } from '../../../common/simple-rest/list-query';

/** The console's `membership-levels` list, as ra-data-simple-rest asks it. */
export class GetLevelRecordsQuery extends Query<Page<AdminMembershipLevelRecord>> {
  constructor(readonly list: Record<string, unknown>) {
    super();
  }
}
