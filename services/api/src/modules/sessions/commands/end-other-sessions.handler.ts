import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@earnwave/db';
import { SessionsEndedEvent } from '../events/sessions-ended.event';
import { SessionChanges } from '../infra/session-changes';
import { SessionsRepository } from '../infra/sessions.repository';
import { EndOtherSessionsCommand } from './end-other-sessions.command';

@CommandHandler(EndOtherSessionsCommand)
export class EndOtherSessionsHandler implements ICommandHandler<EndOtherSessionsCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly sessions: SessionsRepository,
    private readonly events: EventBus,
    private readonly changes: SessionChanges,
  ) {}

  async execute({ accountId, keepSessionId }: EndOtherSessionsCommand): Promise<void> {
    const ended = await this.unitOfWork.run((tx) => this.sessions.endAll(tx, accountId, 'revoked', keepSessionId));
    await this.changes.caughtUp();
    if (ended.length) this.events.publish(new SessionsEndedEvent(ended));
  }
}
