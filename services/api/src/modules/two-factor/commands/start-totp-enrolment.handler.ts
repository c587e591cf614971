import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { PasswordWrong, TwoFactorAlreadyOn } from '@earnwave/domain';
import { CallerPassword } from '../../../common/auth/caller-password';
import { TwoFactorRepository } from '../infra/two-factor.repository';
import { newTotpSecret, totpUri } from '../totp';
import { TotpSecrets } from '../totp-secrets';
import { StartTotpEnrolmentCommand } from './start-totp-enrolment.command';

@CommandHandler(StartTotpEnrolmentCommand)
export class StartTotpEnrolmentHandler implements ICommandHandler<StartTotpEnrolmentCommand> {
  constructor(
    private readonly enrolments: TwoFactorRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly callerPassword: CallerPassword,
    private readonly secrets: TotpSecrets,
  ) {}

  async execute({ caller, password, deviceId }: StartTotpEnrolmentCommand) {
    // A session alone is not enough to bind an authenticator to the account: the password is asked again.
    if (!(await this.callerPassword.matches(caller, password, deviceId))) {
      throw new PasswordWrong();
    }
    const secret = newTotpSecret();
    // A set-up started again replaces the pending secret; one already confirmed stays as it is.
    if (!(await this.enrolments.startEnrolment(caller.id, this.secrets.seal(caller.id, secret)))) {
      throw new TwoFactorAlreadyOn();
    }
    return { secret, otpauthUrl: totpUri(this.config.appName, caller.email, secret) };
  }
}
