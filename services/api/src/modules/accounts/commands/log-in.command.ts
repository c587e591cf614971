import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import type { SessionClient } from '../../../common/auth/sessions.service';

/** A session, or with TOTP on only the mfaToken for the second step (POST members/login/mfa). */
export class LogInCommand extends Command<
  { user: UserEntity; token: string } | { user: UserEntity; mfaToken: string }
> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** The device signing in, recorded on the new session. */
    readonly client: SessionClient,
  ) {
    super();
  }
}
