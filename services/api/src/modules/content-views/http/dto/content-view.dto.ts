import { ApiProperty } from '@nestjs/swagger';
import { WALLET_MSG } from '@earnwave/contracts';
import { IsUUID } from 'class-validator';
import { ErrorParam } from '../../../../common/pipes/validation';

export class ContentViewDto {
  @ApiProperty({ format: 'uuid' })
  @ErrorParam('general')
  @IsUUID('4', { message: WALLET_MSG.contentUnknown })
  contentId!: string;
}
