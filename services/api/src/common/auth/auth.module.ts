import { Global, Module } from '@nestjs/common';
import { SessionsModule } from '../../modules/sessions';
import { FailedPasswords } from '../rate-limit/failed-login-limit';
import { GuessingAlerts } from '../rate-limit/guessing-alerts';
import { WrongCodes } from '../rate-limit/wrong-codes';
import { CallerPassword } from './caller-password';
import { DeviceCookies } from './device-cookies';
import { PasswordHasher } from './password-hasher';
import { SessionVerifier } from './session-verifier';
import { SessionsService } from './sessions.service';
import { SignInChanges } from './sign-in-changes';
import { TokenService } from './token.service';

/** What every module may use for signing in and its limits. */
const AUTH_SERVICES = [
  TokenService,
  PasswordHasher,
  SessionVerifier,
  SessionsService,
  FailedPasswords,
  CallerPassword,
  DeviceCookies,
  GuessingAlerts,
  WrongCodes,
];

@Global()
@Module({
  imports: [SessionsModule],
  providers: [...AUTH_SERVICES, { provide: SignInChanges, useExisting: SessionsService }],
  exports: [...AUTH_SERVICES, SignInChanges],
})
export class AuthModule {}
