import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotificationsRepository, type NotificationsPage } from '../infra/notifications.repository';
import { GetNotificationsQuery } from './get-notifications.query';

@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery, NotificationsPage> {
  constructor(private readonly notifications: NotificationsRepository) {}

  execute({ memberId, page, limit }: GetNotificationsQuery): Promise<NotificationsPage> {
    return this.notifications.page(memberId, page, limit);
  }
}
