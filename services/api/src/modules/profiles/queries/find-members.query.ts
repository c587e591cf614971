import { Query } from '@nestjs/cqrs';
import type { MemberSearchItem, Pagination } from '@earnwave/contracts';

export interface MembersFound {
  items: MemberSearchItem[];
  pagination: Pagination;
}

/** Members others may see, by part of the name and/or the exact e-mail; never the caller. */
export class FindMembersQuery extends Query<MembersFound> {
  constructor(
    readonly callerId: string,
    readonly criteria: { name?: string; email?: string },
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
