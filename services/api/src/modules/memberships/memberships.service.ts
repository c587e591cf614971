import { Inject, Injectable } from '@nestjs/common';
import { CLOCK } from '@earnwave/config';
import { PostgresMembershipLookup } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';

/**
 * The membership lookup (libs/db's MembershipLookup port, over PostgreSQL) as Nest injects it:
 * commands ask for the port (`MembershipLookup`, which this class is provided as), so that their
 * specs can hand them libs/testing's InMemoryMemberships; the read side still injects it by this name.
 */
@Injectable()
export class MembershipsService extends PostgresMembershipLookup {
  constructor(@Inject(CLOCK) clock: Clock) {
    super(clock);
  }
}
