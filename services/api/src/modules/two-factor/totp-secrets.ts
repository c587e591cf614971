import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF) from JWT_SECRET, with the account's
 * id as associated data. A copy of the database alone gives no secret, and a sealed secret copied
 * to another account does not open. Changing JWT_SECRET leaves the stored secrets unreadable: those
 * members sign in with a recovery code and set up their authenticator again.
 */
@Injectable()
export class TotpSecrets {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'earnwave', 'totp-secrets-v1', 32));
  }

  seal(userId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(userId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** The secret, or undefined when it was sealed for another account or under another key. */
  open(userId: string, sealed: string): string | undefined {
    try {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(userId)).setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
