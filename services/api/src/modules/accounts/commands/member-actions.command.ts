import { Command } from '@nestjs/cqrs';

/** An administrator's action on a member's account. */
export type MemberAction = 'deactivate' | 'reactivate' | 'resend-verification';

export class MemberActionCommand extends Command<void> {
  constructor(
    readonly action: MemberAction,
    readonly memberId: string,
    readonly adminId: string,
  ) {
    super();
  }
}
