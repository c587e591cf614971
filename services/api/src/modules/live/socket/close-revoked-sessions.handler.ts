import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SessionsRevokedEvent } from '../../accounts/events/sessions-revoked.event';
import { LiveGateway } from './live.gateway';

/** A revoked session must not keep listening: the member's open sockets are closed. */
@EventsHandler(SessionsRevokedEvent)
export class CloseRevokedSessionsHandler implements IEventHandler<SessionsRevokedEvent> {
  constructor(private readonly gateway: LiveGateway) {}

  handle({ accountId }: SessionsRevokedEvent): void {
    this.gateway.disconnectMember(accountId);
  }
}
