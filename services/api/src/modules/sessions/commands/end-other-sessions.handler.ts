import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SessionsEndedEvent } from '../events/sessions-ended.event';
import { SessionChanges } from '../infra/session-changes';
import { SessionsRepository } from '../infra/sessions.repository';
import { EndOtherSessionsCommand } from './end-other-sessions.command';

@CommandHandler(EndOtherSessionsCommand)
export class EndOtherSessionsHandler implements ICommandHandler<EndOtherSessionsCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsRepository,
    private readonly events: EventBus,
    private readonly changes: SessionChanges,
  ) {}

  async execute({ accountId, keepSessionId }: EndOtherSessionsCommand): Promise<void> {
    const ended = await this.sessions.endAll(this.db.manager, accountId, 'revoked', keepSessionId);
    await this.changes.caughtUp();
    if (ended.length) this.events.publish(new SessionsEndedEvent(ended));
  }
}
