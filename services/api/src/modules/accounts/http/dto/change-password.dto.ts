import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString } from 'class-validator';
import { SameAs, NewPassword } from '../../../../common/pipes/field-rules';

export class ChangePasswordDto {
  @ApiProperty()
  @IsNotEmpty({ message: MSG.oldPasswordWrong })
  @IsString({ message: MSG.oldPasswordWrong })
  oldPassword!: string;

  @ApiProperty()
  @NewPassword()
  newPassword!: string;

  @ApiProperty()
  @SameAs('newPassword', { message: MSG.passwordsDiffer })
  confirmPassword!: string;
}
