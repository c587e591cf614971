import { Query } from '@nestjs/cqrs';
import type { AdminProfileRecord } from '../infra/admin-profiles.repository';

/** One member's profile as the console shows it; 404 when there is none. */
export class GetProfileRecordQuery extends Query<AdminProfileRecord> {
  constructor(readonly memberId: string) {
    super();
  }
}
