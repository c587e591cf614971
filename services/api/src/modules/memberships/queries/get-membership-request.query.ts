import { Query } from '@nestjs/cqrs';

/** One membership request with its audit; 404 when there is none. */
export class GetMembershipRequestQuery extends Query<Record<string, unknown>> {
  constructor(readonly id: string) {
    super();
  }
}
