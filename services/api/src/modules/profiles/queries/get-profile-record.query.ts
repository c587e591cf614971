import { Query } from '@nestjs/cqrs';

/** One member's profile as the console shows it; 404 when there is none. */
export class GetProfileRecordQuery extends Query<Record<string, unknown>> {
  constructor(readonly memberId: string) {
    super();
  }
}
