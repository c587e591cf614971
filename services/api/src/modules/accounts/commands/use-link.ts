import { HttpStatus } from '@nestjs/common';
import { MSG } from '@earnwave/contracts';
import { UsedTokenEntity, UserEntity } from '@earnwave/db';
import type { EntityManager } from 'typeorm';
import type { LinkClaims } from '../../../common/auth/token.service';
import { AppError } from '../../../common/errors';

/**
 * Spends a mailed link inside the caller's transaction: the link must belong to the e-mail the
 * form sent, be unused (its jti is recorded once, under a unique key) and, for a reset, be newer
 * than the last password change. Answers the account, locked for update.
 */
export async function useLink(manager: EntityManager, link: LinkClaims, email: string): Promise<UserEntity> {
  if (link.email !== email) throw AppError.field(HttpStatus.BAD_REQUEST, 'general', MSG.linkEmailMismatch);
  const user = await manager.findOne(UserEntity, { where: { id: link.sub }, lock: { mode: 'pessimistic_write' } });
  if (!user || user.email !== link.email || user.deactivatedAt) {
    throw AppError.field(HttpStatus.BAD_REQUEST, 'general', MSG.linkInvalid);
  }
  if (link.purpose === 'reset' && user.tokenVersion !== link.ver) {
    throw AppError.field(HttpStatus.GONE, 'general', MSG.linkUsed);
  }
  const spent = await manager
    .createQueryBuilder()
    .insert()
    .into(UsedTokenEntity)
    .values({ jti: link.jti, purpose: link.purpose, userId: user.id })
    .orIgnore()
    .returning('jti')
    .execute();
  if (spent.raw.length === 0) throw AppError.field(HttpStatus.GONE, 'general', MSG.linkUsed);
  return user;
}
