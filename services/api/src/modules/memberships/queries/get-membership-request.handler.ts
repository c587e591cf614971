import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminMembershipRequestRecord } from '../infra/membership-requests.repository';
import { MembershipRequestsRepository } from '../infra/membership-requests.repository';
import { GetMembershipRequestQuery } from './get-membership-request.query';

@QueryHandler(GetMembershipRequestQuery)
export class GetMembershipRequestHandler implements IQueryHandler<GetMembershipRequestQuery> {
  constructor(private readonly requests: MembershipRequestsRepository) {}

  execute({ id }: GetMembershipRequestQuery): Promise<AdminMembershipRequestRecord> {
    return this.requests.byId(id);
  }
}
