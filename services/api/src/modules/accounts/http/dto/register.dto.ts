import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_REGISTRATION_ROLE,
  EMAIL_MAX_LENGTH,
  MSG,
  NAME_MAX_LENGTH,
  REGISTRATION_ROLES,
  type RegistrationRole,
} from '@earnwave/contracts';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyAsAbsent, NormaliseEmail, SameAs, NewPassword, Trim } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';

/** Spec 3's registration payload. Errors the form has no field for go under `general`. */
export class RegisterDto {
  @ApiProperty({ example: 'Ada Lovelace' })
  @Trim()
  @MaxLength(NAME_MAX_LENGTH, { message: MSG.nameTooLong })
  @IsNotEmpty({ message: MSG.nameRequired })
  @IsString({ message: MSG.nameRequired })
  name!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @NormaliseEmail()
  @MaxLength(EMAIL_MAX_LENGTH, { message: MSG.emailInvalid })
  @IsEmail({}, { message: MSG.emailInvalid })
  email!: string;

  @ApiProperty({ minLength: 8 })
  @NewPassword()
  password!: string;

  @ApiProperty()
  @ErrorParam('general')
  @SameAs('password', { message: MSG.passwordsDiffer })
  confirmPassword!: string;

  @ApiProperty({ example: true })
  @Equals(true, { message: MSG.termsNotAccepted })
  isAccepted!: boolean;

  @ApiPropertyOptional({ description: "the referrer's referralCode" })
  @ErrorParam('general')
  @EmptyAsAbsent()
  @IsOptional()
  @MaxLength(32, { message: MSG.referralCodeUnknown })
  @IsString({ message: MSG.referralCodeUnknown })
  referralCode?: string;

  @ApiPropertyOptional({ enum: REGISTRATION_ROLES, default: DEFAULT_REGISTRATION_ROLE })
  @ErrorParam('general')
  @EmptyAsAbsent()
  @IsOptional()
  @IsIn(REGISTRATION_ROLES, { message: MSG.roleNotAllowed })
  role?: RegistrationRole;
}
