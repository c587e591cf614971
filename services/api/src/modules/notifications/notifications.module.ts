import { Module } from '@nestjs/common';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read.handler';
import { NotificationsController } from './http/notifications.controller';
import { NotificationsRepository } from './infra/notifications.repository';
import { NotificationsQueries } from './queries/notifications.queries';

/**
 * Members' stored notifications: the worker writes them (beside the live push, which is `live`'s);
 * members list them and mark them read.
 */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsQueries, MarkNotificationsReadHandler],
})
export class NotificationsModule {}
