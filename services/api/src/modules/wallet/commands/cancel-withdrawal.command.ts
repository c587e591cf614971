import { Command } from '@nestjs/cqrs';
import type { LinkClaims } from '../../../common/auth/token.service';

/** The member's cancellation of a pending withdrawal, from the link its mail carries. */
export class CancelWithdrawalCommand extends Command<{ id: string; status: 'cancelled' }> {
  constructor(readonly link: LinkClaims) {
    super();
  }
}
