import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  MembershipRequestsRepository,
  type AdminMembershipRequestRecord,
} from '../infra/membership-requests.repository';
import { GetMembershipRequestQuery } from './get-membership-request.query';

@QueryHandler(GetMembershipRequestQuery)
export class GetMembershipRequestHandler implements IQueryHandler<GetMembershipRequestQuery> {
  constructor(private readonly requests: MembershipRequestsRepository) {}

  execute({ id }: GetMembershipRequestQuery): Promise<AdminMembershipRequestRecord> {
    return this.requests.byId(id);
  }
}
