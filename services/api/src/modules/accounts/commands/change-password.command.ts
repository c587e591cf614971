import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

/** Answers a fresh session token: the change ends every other session, not this one. */
export class ChangePasswordCommand extends Command<{ token: string }> {
  constructor(
    readonly caller: UserEntity,
    readonly oldPassword: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
