import { Injectable } from '@nestjs/common';
import type { UserEntity } from '@earnwave/db';
import { FailedPasswords } from '../rate-limit/failed-login-limit';
import { PasswordHasher } from './password-hasher';

/**
 * The signed-in caller's password, asked again before a change only its owner may make (two-factor
 * set-up and turning off, a password change). A wrong one counts against the account as a failed
 * login does (FailedPasswords), so a stolen session cannot guess the password without limit; from
 * the browser's known device (its device cookie) it counts apart, so strangers' guessing does not
 * stop the owner from changing the password or setting up two factors there.
 */
@Injectable()
export class CallerPassword {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly failed: FailedPasswords,
  ) {}

  /** `deviceId`: the caller's valid device cookie for their account, if the request carries one. */
  async matches(
    caller: Pick<UserEntity, 'id' | 'email' | 'passwordHash'>,
    password: string,
    deviceId: string | undefined,
  ): Promise<boolean> {
    const attempt = await this.failed.take(caller.email, deviceId ? { accountId: caller.id, deviceId } : undefined);
    const right = await this.hasher.verify(caller.passwordHash, password);
    await (right ? attempt.passed() : attempt.failed());
    return right;
  }
}
