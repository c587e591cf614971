import { Query } from '@nestjs/cqrs';
import type { AdminProfileRecord } from '../infra/admin-profiles.repository';
import type { Page } from '../../../common/simple-rest/list-query';

/** The console's read-only `profiles` list, as ra-data-simple-rest asks it. */
export class GetProfileRecordsQuery extends Query<Page<AdminProfileRecord>> {
  constructor(readonly list: Record<string, unknown>) {
    super();
  }
}
