import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { SessionNotFound } from '@earnwave/domain';
import { SessionsEndedEvent } from '../events/sessions-ended.event';
import { SessionsRepository } from '../infra/sessions.repository';
import { EndSessionCommand } from './end-session.command';

/** Another account's session, an unknown one and one already ended look alike: 404. */
@CommandHandler(EndSessionCommand)
export class EndSessionHandler implements ICommandHandler<EndSessionCommand> {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ accountId, sessionId, reason }: EndSessionCommand): Promise<void> {
    if (!(await this.sessions.end(accountId, sessionId, reason))) throw new SessionNotFound();
    this.events.publish(new SessionsEndedEvent([sessionId]));
  }
}
