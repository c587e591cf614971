import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SessionNotFound } from '@earnwave/domain';
import { SessionsEndedEvent } from '../events/sessions-ended.event';
import { SessionChanges } from '../infra/session-changes';
import { SessionsRepository } from '../infra/sessions.repository';
import { EndSessionCommand } from './end-session.command';

/** Another account's session, an unknown one and one already ended look alike: 404. */
@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand> {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly events: EventBus,
    private readonly changes: SessionChanges,
  ) {}

  async execute({ accountId, sessionId, reason }: EndSessionCommand): Promise<void> {
    if (!(await this.sessions.end(accountId, sessionId, reason))) throw new SessionNotFound();
    await this.changes.caughtUp();
    this.events.publish(new SessionsEndedEvent([sessionId]));
  }
}
