import { Command } from '@nestjs/cqrs';

export class SendReferralInvitationCommand extends Command<void> {
  constructor(
    readonly referrerId: string,
    readonly email: string,
  ) {
    super();
  }
}
