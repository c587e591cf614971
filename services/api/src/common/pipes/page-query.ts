import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** No list has this many pages; the bound keeps the offset a number the database takes. */
export const PAGE_MAX = 1_000_000;

export const PAGE_MESSAGE = 'page must be a whole number from 1.';
export const limitMessage = (maxLimit: number) => `limit must be a whole number from 1 to ${maxLimit}.`;

/**
 * `?page&limit` of a paged list: `page` from 1 (default 1), `limit` from 1 to `maxLimit` (default
 * `defaultLimit`). Each list names its own sizes: `class ChatPageQuery extends PageQueryDto(10, 50) {}`.
 */
export function PageQueryDto(defaultLimit: number, maxLimit: number) {
  class PageQuery {
    @ApiPropertyOptional({ default: 1, minimum: 1 })
    @IsOptional()
    @Type(() => Number)
    @Max(PAGE_MAX, { message: PAGE_MESSAGE })
    @Min(1, { message: PAGE_MESSAGE })
    @IsInt({ message: PAGE_MESSAGE })
    page: number = 1;

    @ApiPropertyOptional({ default: defaultLimit, minimum: 1, maximum: maxLimit })
    @IsOptional()
    @Type(() => Number)
    @Max(maxLimit, { message: limitMessage(maxLimit) })
    @Min(1, { message: limitMessage(maxLimit) })
    @IsInt({ message: limitMessage(maxLimit) })
    limit: number = defaultLimit;
  }
  return PageQuery;
}
