import { Command } from '@nestjs/cqrs';
import type { MemberSubscription } from '@earnwave/db';

export class RejectMembershipRequestCommand extends Command<MemberSubscription> {
  constructor(
    readonly requestId: string,
    readonly adminId: string,
    /** Optional when the chain check found a mismatch: its detail is the reason then. */
    readonly reason?: string,
  ) {
    super();
  }
}
