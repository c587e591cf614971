import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Page } from '../../../common/simple-rest/list-query';
import {
  MembershipRequestsRepository,
  type AdminMembershipRequestListItem,
} from '../infra/membership-requests.repository';
import { GetMembershipRequestsQuery } from './get-membership-requests.query';

@QueryHandler(GetMembershipRequestsQuery)
export class GetMembershipRequestsHandler implements IQueryHandler<GetMembershipRequestsQuery> {
  constructor(private readonly requests: MembershipRequestsRepository) {}

  execute({ list }: GetMembershipRequestsQuery): Promise<Page<AdminMembershipRequestListItem>> {
    return this.requests.list(list);
  }
}
