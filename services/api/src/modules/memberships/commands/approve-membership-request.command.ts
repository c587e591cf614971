import { Command } from '@nestjs/cqrs';
import type { MemberSubscription } from '@earnwave/db';

export class ApproveMembershipRequestCommand extends Command<MemberSubscription> {
  constructor(
    readonly requestId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
