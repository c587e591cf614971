import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const NOTIFICATIONS_DEFAULT_LIMIT = 10;
export const NOTIFICATIONS_MAX_LIMIT = 50;

const PAGE_MESSAGE = 'page must be a whole number from 1.';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${NOTIFICATIONS_MAX_LIMIT}.`;

export class NotificationsQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(1_000_000, { message: PAGE_MESSAGE })
  page: number = 1;

  @ApiPropertyOptional({ default: NOTIFICATIONS_DEFAULT_LIMIT, minimum: 1, maximum: NOTIFICATIONS_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(NOTIFICATIONS_MAX_LIMIT, { message: LIMIT_MESSAGE })
  limit: number = NOTIFICATIONS_DEFAULT_LIMIT;
}
