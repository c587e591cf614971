import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { IsId } from '../../../../common/pipes/ids';

const IDS_MESSAGE = 'ids must be a list of at most 100 notification ids.';

/** Without ids, every notification of the caller is marked as read. */
export class MarkReadDto {
  @ApiPropertyOptional({ type: [String], maxItems: 100 })
  @IsOptional()
  @IsArray({ message: IDS_MESSAGE })
  @ArrayMaxSize(100, { message: IDS_MESSAGE })
  @IsId('all', { each: true, message: IDS_MESSAGE })
  ids?: string[];
}
