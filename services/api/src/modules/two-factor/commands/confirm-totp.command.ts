import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

/** Turns TOTP on with a code of the pending secret; answers the recovery codes, shown once. */
export class ConfirmTotpCommand extends Command<{ recoveryCodes: string[] }> {
  constructor(
    readonly caller: UserEntity,
    /** The session turning it on: the account's other sessions end (they began with one factor). */
    readonly sessionId: string,
    readonly code: string,
  ) {
    super();
  }
}
