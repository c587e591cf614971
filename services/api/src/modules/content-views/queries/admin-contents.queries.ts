import { Injectable } from '@nestjs/common';
import type { Page } from '../../../common/simple-rest/list-query';
import { ContentsRepository, type AdminContentDetail, type AdminContentRecord } from '../infra/contents.repository';

/** The console's `contents` resource: the viewing content, disabled items too. */
@Injectable()
export class AdminContentsQueries {
  constructor(private readonly contents: ContentsRepository) {}

  list(query: Record<string, unknown>): Promise<Page<AdminContentRecord>> {
    return this.contents.list(query);
  }

  /** One content item; 404 when there is none. */
  content(id: string): Promise<AdminContentDetail> {
    return this.contents.byId(id);
  }
}
