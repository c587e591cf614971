import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import { SameAs, NewPassword } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';
import { EmailDto } from './email.dto';

export class ResetPasswordDto extends EmailDto {
  @ApiProperty()
  @NewPassword()
  password!: string;

  @ApiProperty()
  @SameAs('password', { message: MSG.passwordsDiffer })
  confirmPassword!: string;
}

/** The e-mail comes from the link; a mismatch is the form's general error. */
ErrorParam('general')(ResetPasswordDto.prototype, 'email');
