import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotificationsRepository } from '../infra/notifications.repository';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

/**
 * Only the caller's own notifications change: ids of someone else's are ignored, not refused, so
 * the answer does not tell whether they exist. Already read ones keep their first read time.
 */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<
  MarkNotificationsReadCommand,
  { updated: number }
> {
  constructor(private readonly notifications: NotificationsRepository) {}

  async execute({ memberId, ids }: MarkNotificationsReadCommand): Promise<{ updated: number }> {
    return { updated: await this.notifications.markRead(memberId, ids) };
  }
}
