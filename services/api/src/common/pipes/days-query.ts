import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_STATS_DAYS } from '@earnwave/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const MESSAGE = 'days must be a whole number from 1 to 365.';

export class DaysQuery {
  @ApiPropertyOptional({ default: DEFAULT_STATS_DAYS })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGE })
  @Min(1, { message: MESSAGE })
  @Max(365, { message: MESSAGE })
  days: number = DEFAULT_STATS_DAYS;
}
