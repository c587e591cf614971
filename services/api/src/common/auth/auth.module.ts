import { Global, Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { SessionVerifier } from './session-verifier';
import { SessionsService } from './sessions.service';
import { TokenService } from './token.service';

@Global()
@Module({
  providers: [TokenService, PasswordHasher, SessionVerifier, SessionsService],
  exports: [TokenService, PasswordHasher, SessionVerifier, SessionsService],
})
export class AuthModule {}
