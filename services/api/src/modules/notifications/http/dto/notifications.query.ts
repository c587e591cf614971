import { PageQueryDto } from '../../../../common/pipes/page-query';

export const NOTIFICATIONS_DEFAULT_LIMIT = 10;
export const NOTIFICATIONS_MAX_LIMIT = 50;

/** `?page&limit` of the notifications list. */
export class NotificationsQuery extends PageQueryDto(NOTIFICATIONS_DEFAULT_LIMIT, NOTIFICATIONS_MAX_LIMIT) {}
