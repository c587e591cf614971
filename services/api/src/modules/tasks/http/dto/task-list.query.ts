import { ApiPropertyOptional } from '@nestjs/swagger';
import { TASK_PAGE_MAX, TASK_PAGE_SIZE } from '@earnwave/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const PAGE = 'page must be a whole number from 1.';
const LIMIT = `limit must be a whole number from 1 to ${TASK_PAGE_MAX}.`;

/** `?page&limit` of the task lists (spec 9: default 10, options 10, 20, 30). */
export class TaskListQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: PAGE })
  @IsInt({ message: PAGE })
  page: number = 1;

  @ApiPropertyOptional({ default: TASK_PAGE_SIZE, minimum: 1, maximum: TASK_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @Max(TASK_PAGE_MAX, { message: LIMIT })
  @Min(1, { message: LIMIT })
  @IsInt({ message: LIMIT })
  limit: number = TASK_PAGE_SIZE;
}
