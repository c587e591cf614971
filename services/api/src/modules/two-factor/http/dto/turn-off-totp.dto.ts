import { IntersectionType } from '@nestjs/swagger';
import { TotpCodeDto } from './totp-code.dto';
import { TotpPasswordDto } from './totp-password.dto';

/** `DELETE users/{id}/mfa/totp`: both factors. */
export class TurnOffTotpDto extends IntersectionType(TotpPasswordDto, TotpCodeDto) {}
