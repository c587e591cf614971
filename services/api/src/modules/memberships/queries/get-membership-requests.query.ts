import { Query } from '@nestjs/cqrs';
import type { AdminMembershipRequestListItem } from '../infra/membership-requests.repository';
import type { Page } from '../../../common/simple-rest/list-query';

/** The console's `membership-requests` list, with their audit, as ra-data-simple-rest asks it. */
export class GetMembershipRequestsQuery extends Query<Page<AdminMembershipRequestListItem>> {
  constructor(readonly list: Record<string, unknown>) {
    super();
  }
}
