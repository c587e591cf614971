import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormaliseEmail } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';

/**
 * The e-mail is trimmed (spec 3); the password is used as typed, as it was set (trimming it would
 * lock out a member whose password begins or ends with a space). The login form shows every error
 * under `general`.
 */
export class LoginDto {
  @ApiProperty()
  @ErrorParam('general')
  @NormaliseEmail()
  @MaxLength(254, { message: MSG.badCredentials })
  @IsNotEmpty({ message: MSG.credentialsRequired })
  @IsString({ message: MSG.credentialsRequired })
  email!: string;

  @ApiProperty()
  @ErrorParam('general')
  @MaxLength(128, { message: MSG.badCredentials })
  @IsNotEmpty({ message: MSG.credentialsRequired })
  @IsString({ message: MSG.credentialsRequired })
  password!: string;
}
