import { Global, Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';

@Global()
@Module({ providers: [TokenService, PasswordHasher], exports: [TokenService, PasswordHasher] })
export class AuthModule {}
