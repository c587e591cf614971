import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { totpEnabled, UserEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';

/**
 * Accounts as signing in and registering find them: by their e-mail address, by their referral
 * code; and whether one signs in with a second factor (libs/db's `totpEnabled`: the two-factor
 * module imports this one, so this one does not import it).
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  byEmail(email: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ email });
  }

  twoFactorOn(userId: string): Promise<boolean> {
    return totpEnabled(this.db, userId);
  }

  /** Codes are stored upper-case; a member may type one in either case. */
  byReferralCode(code: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ referralCode: code.toUpperCase() });
  }
}
