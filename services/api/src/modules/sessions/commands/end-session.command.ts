import { Command } from '@nestjs/cqrs';
import type { SessionEndReason } from '@earnwave/db';

/** Ends one live session of the account: logout (the caller's own) or revocation from the list. */
export class EndSessionCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly sessionId: string,
    readonly reason: Extract<SessionEndReason, 'logout' | 'revoked'>,
  ) {
    super();
  }
}
