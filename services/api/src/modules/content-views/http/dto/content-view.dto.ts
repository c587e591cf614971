import { ApiProperty } from '@nestjs/swagger';
import { WALLET_MSG } from '@earnwave/contracts';
import { ErrorParam } from '../../../../common/pipes/validation';
import { IsId } from '../../../../common/pipes/ids';

export class ContentViewDto {
  @ApiProperty({ format: 'uuid' })
  @ErrorParam('general')
  @IsId('4', { message: WALLET_MSG.contentUnknown })
  contentId!: string;
}
