import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SessionsRepository, type SessionView } from '../infra/sessions.repository';
import { ListSessionsQuery } from './list-sessions.query';

export type SessionItem = SessionView & { current: boolean };

@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery, SessionItem[]> {
  constructor(private readonly sessions: SessionsRepository) {}

  async execute({ accountId, currentSessionId }: ListSessionsQuery): Promise<SessionItem[]> {
    const sessions = await this.sessions.list(accountId);
    return sessions.map((session) => ({ ...session, current: session.id === currentSessionId }));
  }
}
