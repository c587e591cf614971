import { Command } from '@nestjs/cqrs';
import type { LinkClaims } from '../../../common/auth/token.service';

export class VerifyEmailCommand extends Command<{ email: string }> {
  constructor(
    readonly link: LinkClaims,
    readonly email: string,
  ) {
    super();
  }
}
