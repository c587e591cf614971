import { Command } from '@nestjs/cqrs';

/** "Sign out everywhere else": every session of the account but the caller's ends. */
export class EndOtherSessionsCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly keepSessionId: string,
  ) {
    super();
  }
}
