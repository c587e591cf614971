import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SessionsRevokedEvent } from '../../accounts';
import { SessionsEndedEvent } from '../../sessions';
import { LiveGateway } from './live.gateway';

/**
 * A revoked session must not keep listening: the sockets of the sessions that ended are closed,
 * or all of the member's when every session ended.
 */
@EventsHandler(SessionsRevokedEvent, SessionsEndedEvent)
export class CloseRevokedSessionsHandler implements IEventHandler<SessionsRevokedEvent | SessionsEndedEvent> {
  constructor(private readonly gateway: LiveGateway) {}

  handle(event: SessionsRevokedEvent | SessionsEndedEvent): void {
    if (event instanceof SessionsEndedEvent) this.gateway.disconnectSessions(event.sessionIds);
    else this.gateway.disconnectMember(event.accountId);
  }
}
