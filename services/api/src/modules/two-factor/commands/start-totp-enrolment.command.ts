import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

/** Answers a new pending secret, shown once, and its otpauth:// address for the QR code. */
export class StartTotpEnrolmentCommand extends Command<{ secret: string; otpauthUrl: string }> {
  constructor(
    readonly caller: UserEntity,
    readonly password: string,
    /** The caller's device cookie for their account (DeviceCookies), if the request carries a valid one. */
    readonly deviceId: string | undefined,
  ) {
    super();
  }
}
