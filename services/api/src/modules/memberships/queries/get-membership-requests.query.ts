import { Query } from '@nestjs/cqrs';
import type { AdminMembershipRequestRecord } from '../infra/membership-requests.repository';
import type { Page } from '../../../common/simple-rest/list-query';

/** The console's `membership-requests` list, with their audit, as ra-data-simple-rest asks it. */
export class GetMembershipRequestsQuery extends Query<Page<AdminMembershipRequestRecord>> {
  constructor(readonly list: Record<string, unknown>) {
    super();
  }
}
