/** Marks the member's unread notifications as read: the given ones, or all of them. */
export class MarkNotificationsReadCommand {
  constructor(
    readonly memberId: string,
    readonly ids?: string[],
  ) {}
}
