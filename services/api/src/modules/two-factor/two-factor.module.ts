import { Module } from '@nestjs/common';
import { ConfirmTotpHandler } from './commands/confirm-totp.handler';
import { LogInWithCodeHandler } from './commands/log-in-with-code.handler';
import { StartTotpEnrolmentHandler } from './commands/start-totp-enrolment.handler';
import { TurnOffTotpHandler } from './commands/turn-off-totp.handler';
import { TwoFactorController } from './http/two-factor.controller';
import { TwoFactorRepository } from './infra/two-factor.repository';
import { SecondFactor } from './second-factor';
import { TotpSecrets } from './totp-secrets';
import { TwoFactorQueries } from './queries/two-factor.queries';

@Module({
  controllers: [TwoFactorController],
  providers: [
    TotpSecrets,
    TwoFactorRepository,
    SecondFactor,
    TwoFactorQueries,
    StartTotpEnrolmentHandler,
    ConfirmTotpHandler,
    TurnOffTotpHandler,
    LogInWithCodeHandler,
  ],
  exports: [SecondFactor],
})
export class TwoFactorModule {}
