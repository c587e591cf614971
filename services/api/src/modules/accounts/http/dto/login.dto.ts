import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormaliseEmail, Trim } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';

/** Spec 3: both trimmed. The login form shows every error under `general`. */
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
  @Trim()
  @MaxLength(128, { message: MSG.badCredentials })
  @IsNotEmpty({ message: MSG.credentialsRequired })
  @IsString({ message: MSG.credentialsRequired })
  password!: string;
}
