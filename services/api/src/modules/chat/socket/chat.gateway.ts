import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  CHAT_EVENTS,
  CHAT_MSG,
  chatRoom,
  hasCapability,
  memberRoom,
  MSG,
  type ChatMessageView,
  type ChatSocketAnswer,
} from '@earnwave/contracts';
import { DomainError } from '@earnwave/domain';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import type { Server, Socket } from 'socket.io';
import { AppError, Forbidden } from '../../../common/errors';
import { describeDomainError } from '../../../common/filters/domain-errors';
import { refusedInput } from '../../../common/pipes/validation';
import { LIVE_GATEWAY_OPTIONS, socketMember } from '../../live';
import { SendMessageCommand } from '../commands/send-message.command';
import { JoinChatDto, SocketMessageDto } from '../http/dto/chat.dto';
import { ChatQueries } from '../queries/chat.queries';

/**
 * Spec 7, the chat's live side, on the API's one socket.io server (authenticated sockets only,
 * rooms shared by every replica through the Redis adapter):
 * - `joinChat {chatId}` puts the socket in the chat's room, for participants only;
 * - `sendMessage {chatId, message, attachments}` follows the rules of `POST chat/create-message`
 *   and answers `messageSent {success, message, data?}` to the sender (and as the acknowledgement);
 * - every stored message, however sent, reaches the chat's room and both members' rooms as
 *   `message` (the message itself, with its `chatId`).
 * The payloads' `memberId` is never read: the socket's token names the caller.
 */
@WebSocketGateway(LIVE_GATEWAY_OPTIONS)
export class ChatGateway {
  private readonly logger = new Logger(ChatGateway.name);

  @WebSocketServer()
  private readonly server!: Server;

  constructor(
    private readonly commands: CommandBus,
    private readonly chats: ChatQueries,
  ) {}

  @SubscribeMessage(CHAT_EVENTS.joinChat)
  async joinChat(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown): Promise<ChatSocketAnswer> {
    try {
      const member = chatMember(socket);
      const { chatId } = await parse(JoinChatDto, payload);
      if (!(await this.chats.isParticipant(member.id, chatId))) return refusal(CHAT_MSG.chatNotFound);
      await socket.join(chatRoom(chatId));
      return { success: true, message: CHAT_MSG.joined };
    } catch (error) {
      return this.answerFor(error);
    }
  }

  @SubscribeMessage(CHAT_EVENTS.sendMessage)
  async sendMessage(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown): Promise<ChatSocketAnswer> {
    let answer: ChatSocketAnswer;
    try {
      const member = chatMember(socket);
      const body = await parse(SocketMessageDto, payload);
      const message = await this.commands.execute(
        new SendMessageCommand(member.id, body.chatId, { message: body.message, attachments: body.attachments }),
      );
      answer = { success: true, message: CHAT_MSG.messageSent, data: message };
    } catch (error) {
      answer = this.answerFor(error);
    }
    socket.emit(CHAT_EVENTS.messageSent, answer);
    return answer;
  }

  /** A stored message, to the chat's room and both members' rooms (a socket in several hears it once). */
  broadcast(message: ChatMessageView, memberIds: readonly string[]): void {
    this.server.to([chatRoom(message.chatId), ...memberIds.map(memberRoom)]).emit(CHAT_EVENTS.message, message);
  }

  private answerFor(error: unknown): ChatSocketAnswer {
    if (error instanceof AppError) return { success: false, message: error.message, errors: error.errors };
    const translated = error instanceof DomainError ? describeDomainError(error) : undefined;
    if (translated) return { success: false, message: translated.body.message, errors: translated.body.errors };
    this.logger.error({ err: error }, 'chat socket event failed');
    return refusal(MSG.internal);
  }
}

/** The socket's member, who must be one with a wallet, like the HTTP chat calls. */
function chatMember(socket: Socket) {
  const member = socketMember(socket);
  if (!hasCapability(member.role, 'walletHolder')) throw new Forbidden();
  return member;
}

/** The payload checked by the same DTO rules as the HTTP body (unknown fields refused). */
async function parse<T extends object>(type: ClassConstructor<T>, payload: unknown): Promise<T> {
  const value = plainToInstance(type, typeof payload === 'object' && payload !== null ? payload : {});
  const errors = await validate(value, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length) throw refusedInput(errors);
  return value;
}

function refusal(message: string): ChatSocketAnswer {
  return { success: false, message };
}
