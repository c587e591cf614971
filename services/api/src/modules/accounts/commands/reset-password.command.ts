import { Command } from '@nestjs/cqrs';
import type { LinkClaims } from '../../../common/auth/token.service';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly link: LinkClaims,
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
