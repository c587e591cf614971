import { Command } from '@nestjs/cqrs';
import type { MemberSubscription } from '@earnwave/db';

export class ApproveMembershipRequestCommand extends Command<MemberSubscription> {
  constructor(
    readonly requestId: string,
    readonly adminId: string,
    /** Why the request is approved although its chain check did not verify the transfer. */
    readonly override?: string,
  ) {
    super();
  }
}
