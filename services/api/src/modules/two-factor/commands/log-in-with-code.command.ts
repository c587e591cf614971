import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import type { SessionClient } from '../../../common/auth/sessions.service';

/** The second step of a login with TOTP on: the mfaToken of the password step and a code. */
export class LogInWithCodeCommand extends Command<{ user: UserEntity; token: string }> {
  constructor(
    readonly mfaToken: string,
    readonly code: string,
    /** The device signing in, recorded on the new session. */
    readonly client: SessionClient,
    /** Accounts this browser completed a sign-in to before, with its device id there (DeviceCookies). */
    readonly knownDevices: ReadonlyMap<string, string>,
  ) {
    super();
  }
}
