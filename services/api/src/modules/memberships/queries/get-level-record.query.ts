import { Query } from '@nestjs/cqrs';

/** One level as the console edits it, by its slug; 404 when there is none. */
export class GetLevelRecordQuery extends Query<Record<string, unknown>> {
  constructor(readonly slug: string) {
    super();
  }
}
