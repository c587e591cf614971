import { Global, Module } from '@nestjs/common';
import { SessionsModule } from '../../modules/sessions';
import { FailedPasswords } from '../rate-limit/failed-login-limit';
import { GuessingAlerts } from '../rate-limit/guessing-alerts';
import { CallerPassword } from './caller-password';
import { DeviceCookies } from './device-cookies';
import { PasswordHasher } from './password-hasher';
import { SessionVerifier } from './session-verifier';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [SessionsModule],
  providers: [
    TokenService,
    PasswordHasher,
    SessionVerifier,
    SessionsService,
    FailedPasswords,
    CallerPassword,
    DeviceCookies,
    GuessingAlerts,
  ],
  exports: [
    TokenService,
    PasswordHasher,
    SessionVerifier,
    SessionsService,
    FailedPasswords,
    CallerPassword,
    DeviceCookies,
    GuessingAlerts,
  ],
})
export class AuthModule {}
