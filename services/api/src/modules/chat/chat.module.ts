import { Module } from '@nestjs/common';
import { MemberRateLimiter } from '../../common/rate-limit/member-rate-limiter';
import { MembershipsModule } from '../memberships';
import { UploadsModule } from '../uploads';
import { WalletModule } from '../wallet';
import { DeleteChatHandler } from './commands/delete-chat.handler';
import { RenewChatHandler } from './commands/renew-chat.handler';
import { SendMessageHandler } from './commands/send-message.handler';
import { StartChatHandler } from './commands/start-chat.handler';
import { ChatController } from './http/chat.controller';
import { ChatRenewals } from './infra/chat-renewals';
import { ChatRepository } from './infra/chat.repository';
import { ChatQueries } from './queries/chat.queries';
import { ChatMessageSentHandler } from './socket/chat-message-sent.handler';
import { ChatGateway } from './socket/chat.gateway';

/**
 * Chat between members (spec 7, Chat): HTTP calls and the socket events on the API's socket.io
 * server, paid messages bought by renewal (debited at once, settled to the receiver by the
 * worker's member-transfer settlement).
 */
@Module({
  imports: [MembershipsModule, UploadsModule, WalletModule],
  controllers: [ChatController],
  providers: [
    ChatRepository,
    { provide: ChatRenewals, useExisting: ChatRepository },
    ChatQueries,
    MemberRateLimiter,
    StartChatHandler,
    SendMessageHandler,
    DeleteChatHandler,
    RenewChatHandler,
    ChatGateway,
    ChatMessageSentHandler,
  ],
})
export class ChatModule {}
