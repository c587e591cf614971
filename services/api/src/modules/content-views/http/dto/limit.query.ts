import { ApiPropertyOptional } from '@nestjs/swagger';
import { CONTENT_LIST_LIMIT } from '@earnwave/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class ContentsQuery {
  @ApiPropertyOptional({ default: CONTENT_LIST_LIMIT, maximum: CONTENT_LIST_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 50.' })
  @Min(1, { message: 'limit must be a whole number from 1 to 50.' })
  @Max(CONTENT_LIST_LIMIT, { message: 'limit must be a whole number from 1 to 50.' })
  limit: number = CONTENT_LIST_LIMIT;
}
