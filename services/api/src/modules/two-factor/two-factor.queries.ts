import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import type { MfaStatus } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { mustUseTwoFactor } from '../../common/auth/access.guard';

@Injectable()
export class TwoFactorQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What Settings and the console show; never the secret, which is shown once at the set-up. */
  async status(caller: UserEntity): Promise<MfaStatus> {
    const [row]: { totpEnabled: boolean; recoveryCodesLeft: number }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM totp_enrolments WHERE user_id = $1 AND enabled_at IS NOT NULL) AS "totpEnabled",
        (SELECT count(*)::int FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS "recoveryCodesLeft"`,
      [caller.id],
    );
    return { ...row, enrolmentRequired: !row.totpEnabled && mustUseTwoFactor(this.config, caller) };
  }
}
