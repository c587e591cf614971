import { Global, Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { SessionVerifier } from './session-verifier';
import { TokenService } from './token.service';

@Global()
@Module({
  providers: [TokenService, PasswordHasher, SessionVerifier],
  exports: [TokenService, PasswordHasher, SessionVerifier],
})
export class AuthModule {}
