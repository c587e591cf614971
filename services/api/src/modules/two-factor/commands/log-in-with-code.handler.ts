import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SignInStepExpired } from '@earnwave/domain';
import { SessionsService } from '../../../common/auth/sessions.service';
import { TokenService } from '../../../common/auth/token.service';
import { TwoFactorRepository } from '../infra/two-factor.repository';
import { SecondFactor } from '../second-factor';
import { LogInWithCodeCommand } from './log-in-with-code.command';

@CommandHandler(LogInWithCodeCommand)
export class LogInWithCodeHandler implements ICommandHandler<LogInWithCodeCommand> {
  constructor(
    private readonly enrolments: TwoFactorRepository,
    private readonly tokens: TokenService,
    private readonly factor: SecondFactor,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ mfaToken, code, client, knownDevices }: LogInWithCodeCommand) {
    const invalid = new SignInStepExpired();
    const claims = this.tokens.verify(mfaToken, 'mfa');
    if (!claims) throw invalid;
    const user = await this.enrolments.account(claims.sub);
    // The password step holds while nothing changed since: same password, active, TOTP still on.
    if (!user || user.tokenVersion !== claims.ver || user.deactivatedAt || !(await this.factor.isOn(user.id))) {
      throw invalid;
    }
    // A spent token is refused before its code is looked at, so it cannot use up a recovery code.
    if (await this.enrolments.isTokenSpent(claims.jti)) throw invalid;

    await this.factor.verify(user.id, code, { knownDevice: knownDevices.get(user.id) });
    if (!(await this.enrolments.spendToken(claims.jti, user.id))) throw invalid;
    return { user, token: await this.sessions.open(user, client) };
  }
}
