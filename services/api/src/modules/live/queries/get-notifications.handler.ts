import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationView } from '@earnwave/contracts';
import { NotificationEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { GetNotificationsQuery } from './get-notifications.query';

export interface NotificationItem extends NotificationView {
  /** ISO instant, or null while unread. */
  readAt: string | null;
}

export interface NotificationsPage {
  items: NotificationItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery, NotificationsPage> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId, page, limit }: GetNotificationsQuery): Promise<NotificationsPage> {
    const [rows, total] = await this.db.getRepository(NotificationEntity).findAndCount({
      where: { memberId },
      // Notifications of one settlement share its time; the id keeps the order stable across pages.
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      })),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }
}
