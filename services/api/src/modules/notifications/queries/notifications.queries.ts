import { Injectable } from '@nestjs/common';
import { NotificationsRepository, type NotificationsPage } from '../infra/notifications.repository';

/** A member's own notifications, as the notification list shows them. */
@Injectable()
export class NotificationsQueries {
  constructor(private readonly notifications: NotificationsRepository) {}

  /** One page of the member's notifications, newest first, with the count of all unread ones. */
  page(memberId: string, page: number, limit: number): Promise<NotificationsPage> {
    return this.notifications.page(memberId, page, limit);
  }
}
