import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

export class TurnOffTotpCommand extends Command<void> {
  constructor(
    readonly caller: UserEntity,
    readonly password: string,
    readonly code: string,
    /** The caller's device cookie for their account (DeviceCookies), if the request carries a valid one. */
    readonly deviceId: string | undefined,
  ) {
    super();
  }
}
