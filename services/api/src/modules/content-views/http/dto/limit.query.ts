import { ApiPropertyOptional } from '@nestjs/swagger';
import { CONTENT_LIST_LIMIT, CONTENT_MSG } from '@earnwave/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class ContentsQuery {
  @ApiPropertyOptional({ default: CONTENT_LIST_LIMIT, maximum: CONTENT_LIST_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: CONTENT_MSG.limitInvalid })
  @Min(1, { message: CONTENT_MSG.limitInvalid })
  @Max(CONTENT_LIST_LIMIT, { message: CONTENT_MSG.limitInvalid })
  limit: number = CONTENT_LIST_LIMIT;
}
