import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { PasswordWrong, TwoFactorAlreadyOn } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { CallerPassword } from '../../../common/auth/caller-password';
import { newTotpSecret, totpUri } from '../totp';
import { TotpSecrets } from '../totp-secrets';
import { StartTotpEnrolmentCommand } from './start-totp-enrolment.command';

@CommandHandler(StartTotpEnrolmentCommand)
export class StartTotpEnrolmentHandler implements ICommandHandler<StartTotpEnrolmentCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly callerPassword: CallerPassword,
    private readonly secrets: TotpSecrets,
  ) {}

  async execute({ caller, password }: StartTotpEnrolmentCommand) {
    // A session alone is not enough to bind an authenticator to the account: the password is asked again.
    if (!(await this.callerPassword.matches(caller, password))) {
      throw new PasswordWrong();
    }
    const secret = newTotpSecret();
    // A set-up started again replaces the pending secret; one already confirmed stays as it is.
    const started: unknown[] = await this.db.query(
      `INSERT INTO totp_enrolments (user_id, secret_ciphertext) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET secret_ciphertext = EXCLUDED.secret_ciphertext, last_time_step = NULL, created_at = now()
         WHERE totp_enrolments.enabled_at IS NULL
       RETURNING user_id`,
      [caller.id, this.secrets.seal(caller.id, secret)],
    );
    if (!started.length) throw new TwoFactorAlreadyOn();
    return { secret, otpauthUrl: totpUri(this.config.appName, caller.email, secret) };
  }
}
