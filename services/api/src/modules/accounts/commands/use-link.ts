import { UsedTokenEntity, UserEntity } from '@earnwave/db';
import { LinkInvalid, LinkNotForThisEmail, LinkUsed } from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import type { LinkClaims } from '../../../common/auth/token.service';

/**
 * Spends a mailed link inside the caller's transaction: the link must belong to the e-mail the
 * form sent, be unused (its jti is recorded once, under a unique key) and, for a reset, be newer
 * than the last password change. Answers the account, locked for update.
 */
export async function useLink(manager: EntityManager, link: LinkClaims, email: string): Promise<UserEntity> {
  if (link.email !== email) throw new LinkNotForThisEmail();
  const user = await manager.findOne(UserEntity, { where: { id: link.sub }, lock: { mode: 'pessimistic_write' } });
  if (!user || user.email !== link.email || user.deactivatedAt) throw new LinkInvalid();
  if (link.purpose === 'reset' && user.tokenVersion !== link.ver) throw new LinkUsed();
  const spent = await manager
    .createQueryBuilder()
    .insert()
    .into(UsedTokenEntity)
    .values({ jti: link.jti, purpose: link.purpose, userId: user.id })
    .orIgnore()
    .returning('jti')
    .execute();
  if (spent.raw.length === 0) throw new LinkUsed();
  return user;
}
