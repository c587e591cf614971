import { Injectable } from '@nestjs/common';
import { SessionsRepository, type SessionView } from '../infra/sessions.repository';

export type SessionItem = SessionView & { current: boolean };

/** The account's sessions as its owner sees them (Settings' Sessions card). */
@Injectable()
export class SessionsQueries {
  constructor(private readonly sessions: SessionsRepository) {}

  /** The account's live sessions, newest first, the caller's own marked `current`. */
  async list(accountId: string, currentSessionId: string): Promise<SessionItem[]> {
    const sessions = await this.sessions.list(accountId);
    return sessions.map((session) => ({ ...session, current: session.id === currentSessionId }));
  }
}
