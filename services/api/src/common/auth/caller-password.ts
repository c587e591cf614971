import { Injectable } from '@nestjs/common';
import type { UserEntity } from '@earnwave/db';
import { FailedPasswords } from '../rate-limit/failed-login-limit';
import { PasswordHasher } from './password-hasher';

/**
 * The signed-in caller's password, asked again before a change only its owner may make (two-factor
 * set-up and turning off, a password change). A wrong one counts against the account as a failed
 * login does (FailedPasswords), so a stolen session cannot guess the password without limit.
 */
@Injectable()
export class CallerPassword {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly failed: FailedPasswords,
  ) {}

  async matches(caller: Pick<UserEntity, 'email' | 'passwordHash'>, password: string): Promise<boolean> {
    const refund = await this.failed.take(caller.email);
    const right = await this.hasher.verify(caller.passwordHash, password);
    if (right) await refund();
    return right;
  }
}
