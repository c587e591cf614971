import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import { IsEmail, MaxLength } from 'class-validator';
import { NormaliseEmail } from '../../../../common/pipes/field-rules';

/** The body of verify-email and forgot-password. */
export class EmailDto {
  @ApiProperty()
  @NormaliseEmail()
  @MaxLength(254, { message: MSG.emailInvalid })
  @IsEmail({}, { message: MSG.emailInvalid })
  email!: string;
}
