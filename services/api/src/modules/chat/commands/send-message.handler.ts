import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import type { ChatAttachment } from '@earnwave/contracts';
import { AttachmentNotUploaded, ChatRenewalRequired } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '@earnwave/db';
import { MemberRateLimiter } from '../../../common/rate-limit/member-rate-limiter';
import { UploadsService } from '../../uploads';
import { ChatMessageSentEvent } from '../events/chat-message-sent.event';
import { ChatRepository } from '../infra/chat.repository';
import { messageInput } from '../message-input';
import { requireOtherReceives, requireParticipant } from './chat-participant';
import { SendMessageCommand } from './send-message.command';

/**
 * Sends a message in a chat the caller is in, by HTTP or socket alike:
 * - counted against the member's chatMessage rate limit first (refused attempts cost no query);
 * - the text and attachments follow messageInput's rules, each attachment one of the sender's
 *   uploads (whose kind and format were read from its bytes at upload);
 * - when the other member charges for messages (earnPerMessage > 0) it uses one of the caller's
 *   paid messages, under a lock on the caller's row, and is refused when none is left (Renew
 *   Chat buys the next one). Replies to a payer are free unless the payer charges too;
 * - it shows the chat again to a member who had deleted it.
 * The room hears of it once the transaction has committed.
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly chats: ChatRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
    private readonly limiter: MemberRateLimiter,
    private readonly events: EventBus,
  ) {}

  async execute({ senderId, chatId, draft }: SendMessageCommand) {
    await this.limiter.consume('chatMessage', senderId);
    const input = messageInput(draft, this.config.webOrigin);
    const { message, otherMemberId } = await this.unitOfWork.run(async (manager) => {
      const participant = requireParticipant(await this.chats.participant(manager, chatId, senderId, true));
      requireOtherReceives(participant);
      const paid = participant.price > 0n;
      if (paid) {
        if (participant.paidMessagesLeft <= 0) {
          throw new ChatRenewalRequired();
        }
        await this.chats.usePaidMessage(manager, chatId, senderId);
      }
      const attachments = await this.attachments(manager, senderId, input.paths);
      const message = await this.chats.insertMessage(manager, {
        id: randomUUID(),
        chatId,
        senderId,
        body: input.text,
        attachments,
        paid,
      });
      return { message, otherMemberId: participant.otherMemberId };
    });
    this.events.publish(new ChatMessageSentEvent(message, [senderId, otherMemberId]));
    return message;
  }

  /** Each path must name one of the sender's own uploads; its kind and format are the stored ones. */
  private async attachments(manager: EntityManager, senderId: string, paths: string[]): Promise<ChatAttachment[]> {
    const attachments: ChatAttachment[] = [];
    for (const path of paths) {
      const upload = await this.uploads.ownUpload(manager, senderId, path, ['image', 'video', 'audio']);
      if (!upload) throw new AttachmentNotUploaded();
      attachments.push({ fileType: upload.fileType, relativePath: upload.relativePath, formatType: upload.formatType });
    }
    return attachments;
  }
}
