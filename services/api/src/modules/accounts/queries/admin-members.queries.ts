import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import { MembersRepository, type AdminMemberDetail, type AdminMemberRecord } from '../infra/members.repository';

/** The console's `members` resource: the search with its filters, and the member's page. */
@Injectable()
export class AdminMembersQueries {
  constructor(private readonly members: MembersRepository) {}

  list(query: Record<string, unknown>): Promise<Page<AdminMemberRecord>> {
    return this.members.list(query);
  }

  /** The member with their referrer, referral count and pending requests; 404 when there is none. */
  member(id: string): Promise<AdminMemberDetail> {
    return this.members.byId(id);
  }
}
