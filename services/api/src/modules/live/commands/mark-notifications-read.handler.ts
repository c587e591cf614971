import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId, ids }: MarkNotificationsReadCommand): Promise<{ updated: number }> {
    const [, updated]: [unknown, number] = await this.db.query(
      `UPDATE notifications SET read_at = now()
       WHERE member_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2))`,
      [memberId, ids ?? null],
    );
    return { updated };
  }
}
