import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX_LENGTH, TWO_FACTOR_MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `POST users/{id}/mfa/totp`: the password again, as it is (never trimmed). */
export class TotpPasswordDto {
  @ApiProperty()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: TWO_FACTOR_MSG.passwordWrong })
  @IsNotEmpty({ message: TWO_FACTOR_MSG.passwordRequired })
  @IsString({ message: TWO_FACTOR_MSG.passwordRequired })
  password!: string;
}
