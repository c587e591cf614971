import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SessionsService, type SessionView } from '../../../common/auth/sessions.service';
import { ListSessionsQuery } from './list-sessions.query';

export type SessionItem = SessionView & { current: boolean };

@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery, SessionItem[]> {
  constructor(private readonly sessions: SessionsService) {}

  async execute({ accountId, currentSessionId }: ListSessionsQuery): Promise<SessionItem[]> {
    const sessions = await this.sessions.list(accountId);
    return sessions.map((session) => ({ ...session, current: session.id === currentSessionId }));
  }
}
