import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

/** Answers a fresh token for the caller's session: the change ends every other session, not this one. */
export class ChangePasswordCommand extends Command<{ token: string }> {
  constructor(
    readonly caller: UserEntity,
    readonly sessionId: string,
    readonly oldPassword: string,
    readonly newPassword: string,
    /** The caller's device cookie for their account (DeviceCookies), if the request carries a valid one. */
    readonly deviceId: string | undefined,
  ) {
    super();
  }
}
