import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { pagination, type NotificationItem, type Pagination } from '@earnwave/contracts';
import { NotificationEntity } from '@earnwave/db';
import { DataSource, IsNull } from 'typeorm';
import { GetNotificationsQuery } from './get-notifications.query';

export interface NotificationsPage {
  items: NotificationItem[];
  pagination: Pagination;
  /** All of the member's unread notifications, not only this page's: the client's badge. */
  unread: number;
}

@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery, NotificationsPage> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId, page, limit }: GetNotificationsQuery): Promise<NotificationsPage> {
    const notifications = this.db.getRepository(NotificationEntity);
    const [[rows, total], unread] = await Promise.all([
      notifications.findAndCount({
        where: { memberId },
        // Notifications of one settlement share its time; the id keeps the order stable across pages.
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * limit,
        take: limit,
      }),
      notifications.count({ where: { memberId, readAt: IsNull() } }),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      })),
      pagination: pagination(page, limit, total),
      unread,
    };
  }
}
