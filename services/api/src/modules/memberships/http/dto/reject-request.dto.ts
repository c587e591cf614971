import { ApiProperty } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';

/** A rejection says why (spec 5: the reason must not be blank or whitespace). */
export class RejectRequestDto {
  @ApiProperty({ example: 'No transfer with this Txid reached the wallet.' })
  @Trim()
  @MaxLength(500, { message: MSG.rejectionReasonTooLong })
  @IsNotEmpty({ message: MSG.rejectionReasonRequired })
  @IsString({ message: MSG.rejectionReasonRequired })
  reason!: string;
}
