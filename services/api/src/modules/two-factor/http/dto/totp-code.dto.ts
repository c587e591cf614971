import { ApiProperty } from '@nestjs/swagger';
import { MFA_CODE_MAX_LENGTH, TWO_FACTOR_MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';

/** `POST users/{id}/mfa/totp/confirm`: a code of the authenticator (or, elsewhere, a recovery code). */
export class TotpCodeDto {
  @ApiProperty({ description: 'The 6-digit code of the authenticator app, or a recovery code where one is taken' })
  @Trim()
  @MaxLength(MFA_CODE_MAX_LENGTH, { message: TWO_FACTOR_MSG.codeWrong })
  @IsNotEmpty({ message: TWO_FACTOR_MSG.codeRequired })
  @IsString({ message: TWO_FACTOR_MSG.codeRequired })
  code!: string;
}
