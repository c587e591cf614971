import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReferralStatus } from '@earnwave/contracts';
import { UserEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../common/errors';

/**
 * A referred member's status as their referrer sees it (spec 4): `not verified` until the e-mail
 * is verified, then the membership status. `alias` is the users table's alias in the query.
 */
export function referralStatusSql(alias: string): string {
  return `CASE WHEN ${alias}.email_verified_at IS NULL THEN 'not verified' ELSE ${alias}.status END`;
}

/** A member's referral code and the members they referred. */
@Injectable()
export class ReferralsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async referralCode(memberId: string): Promise<string> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: memberId });
    if (!user) throw new NotFound();
    return user.referralCode;
  }

  /** The members this member referred, newest first: spec 3's id, name, status, updatedAt. */
  async referrals(memberId: string): Promise<{ id: string; name: string; status: ReferralStatus; updatedAt: Date }[]> {
    return this.db.query(
      `SELECT u.id, u.name, ${referralStatusSql('u')} AS status, u.updated_at AS "updatedAt"
       FROM users u WHERE u.referred_by_id = $1 ORDER BY u.created_at DESC`,
      [memberId],
    );
  }
}
