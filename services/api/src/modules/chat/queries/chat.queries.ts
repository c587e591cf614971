import { Injectable } from '@nestjs/common';
import type { ChatMessageView, ChatView } from '@earnwave/contracts';
import { ChatRepository, type Page } from '../infra/chat.repository';

/** A member's chats and their messages, as the member reads them; only chats the member is in. */
@Injectable()
export class ChatQueries {
  constructor(private readonly chatRepository: ChatRepository) {}

  /** Latest activity first; a chat the member deleted stays out until a new message arrives in it. */
  chats(memberId: string, page: number, limit: number): Promise<Page<ChatView>> {
    return this.chatRepository.chats(memberId, page, limit);
  }

  /** One chat as the member sees it; 404 when the member is not in it. */
  chat(memberId: string, chatId: string): Promise<ChatView> {
    return this.chatRepository.chat(memberId, chatId);
  }

  /** The chat and a page of its messages (page 1 the newest, each page oldest first). */
  conversation(
    memberId: string,
    chatId: string,
    page: number,
    limit: number,
  ): Promise<{ chat: ChatView; messages: Page<ChatMessageView> }> {
    return this.chatRepository.conversation(memberId, chatId, page, limit);
  }

  /** Whether the member is in the chat (the socket's room check). */
  isParticipant(memberId: string, chatId: string): Promise<boolean> {
    return this.chatRepository.isParticipant(memberId, chatId);
  }
}
