import { ApiProperty } from '@nestjs/swagger';
import { TWO_FACTOR_MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TotpCodeDto } from './totp-code.dto';

/** `POST members/login/mfa`: the password step's mfaToken and a TOTP or recovery code. */
export class LogInWithCodeDto extends TotpCodeDto {
  @ApiProperty()
  @MaxLength(2048, { message: TWO_FACTOR_MSG.mfaTokenInvalid })
  @IsNotEmpty({ message: TWO_FACTOR_MSG.mfaTokenInvalid })
  @IsString({ message: TWO_FACTOR_MSG.mfaTokenInvalid })
  mfaToken!: string;
}
