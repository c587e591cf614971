import { Query } from '@nestjs/cqrs';
import type { AdminMembershipRequestRecord } from '../infra/membership-requests.repository';

/** One membership request with its audit; 404 when there is none. */
export class GetMembershipRequestQuery extends Query<AdminMembershipRequestRecord> {
  constructor(readonly id: string) {
    super();
  }
}
