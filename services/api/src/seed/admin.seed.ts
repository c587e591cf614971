import { randomUUID } from 'node:crypto';
import { UserEntity } from '@earnwave/db';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../common/auth/password-hasher';

/**
 * Creates a verified, active administrator unless the address is taken. An existing account is
 * never changed here: promoting someone is a deliberate act, not a side effect of a seed.
 */
export async function ensureAdmin(db: DataSource, email: string, password: string): Promise<'created' | 'exists'> {
  const normalised = email.trim().toLowerCase();
  const existing = await db.getRepository(UserEntity).findOneBy({ email: normalised });
  if (existing) return 'exists';
  const passwordHash = await new PasswordHasher().hash(password);
  await db
    .createQueryBuilder()
    .insert()
    .into(UserEntity)
    .values({
      id: randomUUID(),
      name: 'Administrator',
      email: normalised,
      passwordHash,
      role: 'admin',
      status: 'active',
      emailVerifiedAt: new Date(),
      tokenVersion: 0,
      referralCode: `ADM${randomUUID().slice(0, 8).toUpperCase()}`,
    })
    .orIgnore()
    .execute();
  return 'created';
}
