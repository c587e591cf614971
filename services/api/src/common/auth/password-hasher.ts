import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes), fast enough for sign-in bursts. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  private decoy?: Promise<string>;

  /**
   * Checks a password against a stored hash. Without an account, a decoy hash is checked
   * instead, so the time taken does not tell whether an e-mail address is registered.
   */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (hash === undefined) {
      this.decoy ??= this.hash(randomUUID());
      await this.check(await this.decoy, password);
      return false;
    }
    return this.check(hash, password);
  }

  /** A malformed stored hash counts as a mismatch, never as an error the caller could tell apart. */
  private async check(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
