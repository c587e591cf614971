import { Body, Controller, Delete, Get, Headers, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CHAT_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { ChatNotFound } from '@earnwave/domain';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { Idempotent } from '../../../common/idempotency/idempotency.interceptor';
import { DeleteChatCommand } from '../commands/delete-chat.command';
import { RenewChatCommand } from '../commands/renew-chat.command';
import { SendMessageCommand } from '../commands/send-message.command';
import { StartChatCommand } from '../commands/start-chat.command';
import { ChatQueries } from '../queries/chat.queries';
import { ChatPageQuery, CreateMessageDto, RenewChatDto, StartChatDto } from './dto/chat.dto';

/** Chat ids are UUIDs; anything else names no chat. */
const ChatIdPipe = new ParseUUIDPipe({ version: '4', exceptionFactory: () => new ChatNotFound() });

/**
 * Spec 7, Chat. Every call is for members with a wallet (administrators neither pay nor earn, so
 * they take no part in chats) and acts on the caller's own chats only.
 */
@ApiTags('chat')
@ApiBearerAuth()
@RequireCapability('walletHolder')
@Controller('chat')
export class ChatController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ChatQueries,
  ) {}

  /** `data` is the chat as the caller sees it; `data.id` is what the spec's client reads. */
  @Post('start')
  async start(@Caller() caller: UserEntity, @Body() body: StartChatDto) {
    const { id } = await this.commands.execute(new StartChatCommand(caller.id, body.receiverId));
    return ok(await this.queries.chat(caller.id, id), CHAT_MSG.started);
  }

  @Idempotent()
  @Post('create-message')
  async createMessage(@Caller() caller: UserEntity, @Body() body: CreateMessageDto) {
    const message = await this.commands.execute(
      new SendMessageCommand(caller.id, body.chatId, { message: body.message, attachments: body.attachments }),
    );
    return ok(message, CHAT_MSG.messageSent);
  }

  /** `data.messages` (page 1 newest, each page oldest first) and `data.chat`; `page` and `hasMore` beside `data`. */
  @Get('get-messages/:id')
  async messages(@Caller() caller: UserEntity, @Param('id', ChatIdPipe) id: string, @Query() query: ChatPageQuery) {
    const { chat, messages } = await this.queries.conversation(caller.id, id, query.page, query.limit);
    return ok({ messages: messages.items, chat }, CHAT_MSG.messagesListed, {
      page: query.page,
      hasMore: messages.hasMore,
    });
  }

  /** `data` is the list, latest activity first; `page` and `hasMore` beside it. */
  @Get('all-chats')
  async chats(@Caller() caller: UserEntity, @Query() query: ChatPageQuery) {
    const page = await this.queries.chats(caller.id, query.page, query.limit);
    return ok(page.items, CHAT_MSG.listed, { page: query.page, hasMore: page.hasMore });
  }

  @Delete('delete/:chatId')
  async remove(@Caller() caller: UserEntity, @Param('chatId', ChatIdPipe) chatId: string) {
    await this.commands.execute(new DeleteChatCommand(caller.id, chatId));
    return ok({ id: chatId }, CHAT_MSG.deleted);
  }

  /**
   * Renew Chat: pays the other member's earnPerMessage for one more message, only when it is the
   * `earnPerMessage` confirmed (else 409 with `data.earnPerMessage`, the price now); `data` is the chat.
   */
  @Idempotent()
  @Put('update-chat')
  async renew(
    @Caller() caller: UserEntity,
    @Body() body: RenewChatDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    await this.commands.execute(new RenewChatCommand(caller.id, body.chatId, body.earnPerMessage, idempotencyKey));
    return ok(await this.queries.chat(caller.id, body.chatId), CHAT_MSG.renewed);
  }
}
