/** A member's own notifications, newest first, one page of them. */
export class GetNotificationsQuery {
  constructor(
    readonly memberId: string,
    readonly page: number,
    readonly limit: number,
  ) {}
}
