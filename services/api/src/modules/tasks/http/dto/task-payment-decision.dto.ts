import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TASK_MSG, WALLET_MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EmptyAsAbsent, Trim } from '../../../../common/pipes/field-rules';
import { TXID_PATTERN } from './task-form.dto';

/** Approving a task payment: the owner gave the Txid; the console may send it again. */
export class ApproveTaskPaymentDto {
  @ApiPropertyOptional({ description: 'ignored: the Txid is the one the owner gave' })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @Matches(TXID_PATTERN, { message: TASK_MSG.txidInvalid })
  txid?: string;
}

export class RejectTaskPaymentDto {
  @ApiProperty()
  @Trim()
  @MaxLength(500, { message: WALLET_MSG.reasonRequired })
  @IsNotEmpty({ message: WALLET_MSG.reasonRequired })
  @IsString({ message: WALLET_MSG.reasonRequired })
  reason!: string;
}
