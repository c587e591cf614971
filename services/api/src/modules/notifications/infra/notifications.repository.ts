import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pagination, type NotificationItem, type Pagination } from '@earnwave/contracts';
import { NotificationEntity } from '@earnwave/db';
import { DataSource, IsNull } from 'typeorm';

export interface NotificationsPage {
  items: NotificationItem[];
  pagination: Pagination;
  /** All of the member's unread notifications, not only this page's: the client's badge. */
  unread: number;
}

/** Members' notifications (the worker writes them; members read them and mark them read). */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One page of the member's notifications, newest first. */
  async page(memberId: string, page: number, limit: number): Promise<NotificationsPage> {
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

  /**
   * Marks the member's unread notifications read, those of `ids` only when given (others' ids
   * match nothing); answers how many changed.
   */
  async markRead(memberId: string, ids: string[] | undefined): Promise<number> {
    const [, updated]: [unknown, number] = await this.db.query(
      `UPDATE notifications SET read_at = now()
       WHERE member_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2))`,
      [memberId, ids ?? null],
    );
    return updated;
  }
}
