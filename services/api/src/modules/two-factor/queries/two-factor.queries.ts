import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import type { MfaStatus } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { mustUseTwoFactor } from '../../../common/auth/access.guard';
import { TwoFactorRepository } from '../infra/two-factor.repository';

/** An account's second factor as its owner reads it. */
@Injectable()
export class TwoFactorQueries {
  constructor(
    private readonly enrolments: TwoFactorRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What Settings and the console show; never the secret, which is shown once at the set-up. */
  async status(caller: UserEntity): Promise<MfaStatus> {
    const row = await this.enrolments.status(caller.id);
    return { ...row, enrolmentRequired: !row.totpEnabled && mustUseTwoFactor(this.config, caller) };
  }
}
