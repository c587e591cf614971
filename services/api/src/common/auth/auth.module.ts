import { Global, Module } from '@nestjs/common';
import { SessionsModule } from '../../modules/sessions';
import { FailedPasswords } from '../rate-limit/failed-login-limit';
import { CallerPassword } from './caller-password';
import { PasswordHasher } from './password-hasher';
import { SessionVerifier } from './session-verifier';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Global()
@Module({
  imports: [SessionsModule],
  providers: [TokenService, PasswordHasher, SessionVerifier, SessionsService, FailedPasswords, CallerPassword],
  exports: [TokenService, PasswordHasher, SessionVerifier, SessionsService, FailedPasswords, CallerPassword],
})
export class AuthModule {}
