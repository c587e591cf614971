import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import { AdminPostsRepository, type AdminPostRecord } from '../infra/admin-posts.repository';

/** Posts as administrators moderate them: every post not deleted, hidden ones too. */
@Injectable()
export class AdminPostsQueries {
  constructor(private readonly posts: AdminPostsRepository) {}

  list(query: Record<string, unknown>): Promise<Page<AdminPostRecord>> {
    return this.posts.list(query);
  }

  byId(id: string): Promise<AdminPostRecord> {
    return this.posts.byId(id);
  }
}
