import { Query } from '@nestjs/cqrs';
import type { AdminMembershipLevelRecord } from '../infra/membership-levels.repository';

/** One level as the console edits it, by its slug; 404 when there is none. */
export class GetLevelRecordQuery extends Query<AdminMembershipLevelRecord> {
  constructor(readonly slug: string) {
    super();
  }
}
