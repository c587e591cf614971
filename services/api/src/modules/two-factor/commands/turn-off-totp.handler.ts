import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@earnwave/db';
import { PasswordWrong, TwoFactorNotOn } from '@earnwave/domain';
import { CallerPassword } from '../../../common/auth/caller-password';
import { SessionsService } from '../../../common/auth/sessions.service';
import { TwoFactorRepository } from '../infra/two-factor.repository';
import { SecondFactor } from '../second-factor';
import { TurnOffTotpCommand } from './turn-off-totp.command';

@CommandHandler(TurnOffTotpCommand)
export class TurnOffTotpHandler implements ICommandHandler<TurnOffTotpCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly enrolments: TwoFactorRepository,
    private readonly callerPassword: CallerPassword,
    private readonly factor: SecondFactor,
    private readonly sessions: SessionsService,
  ) {}

  /** Both factors: a stolen session, or a stolen password, alone cannot take the second one away. */
  async execute({ caller, password, code, deviceId }: TurnOffTotpCommand) {
    if (!(await this.callerPassword.matches(caller, password, deviceId))) {
      throw new PasswordWrong();
    }
    if (!(await this.factor.isOn(caller.id))) throw new TwoFactorNotOn();
    await this.factor.verify(caller.id, code, { knownDevice: deviceId });
    await this.unitOfWork.run((manager) => this.enrolments.turnOff(manager, caller.id));
    await this.sessions.caughtUp();
  }
}
