import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ChatMessageSentEvent } from '../events/chat-message-sent.event';
import { ChatGateway } from './chat.gateway';

/** Messages sent over HTTP reach the sockets too, the same way as those sent over the socket. */
@EventsHandler(ChatMessageSentEvent)
export class ChatMessageSentHandler implements IEventHandler<ChatMessageSentEvent> {
  constructor(private readonly gateway: ChatGateway) {}

  handle({ message, memberIds }: ChatMessageSentEvent): void {
    this.gateway.broadcast(message, memberIds);
  }
}
