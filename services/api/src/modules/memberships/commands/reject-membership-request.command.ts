import { Command } from '@nestjs/cqrs';
import type { MemberSubscription } from '@earnwave/db';

export class RejectMembershipRequestCommand extends Command<MemberSubscription> {
  constructor(
    readonly requestId: string,
    readonly adminId: string,
    readonly reason: string,
  ) {
    super();
  }
}
