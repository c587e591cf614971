import { ApiPropertyOptional } from '@nestjs/swagger';
import { TASK_MSG, WALLET_MSG } from '@earnwave/contracts';
import { IsOptional, Matches } from 'class-validator';
import { ChainOverrideField, RejectionReasonField } from '../../../../common/decisions/decision-fields';
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

  @ChainOverrideField()
  override?: string;
}

export class RejectTaskPaymentDto {
  @RejectionReasonField({ required: WALLET_MSG.reasonRequired, tooLong: WALLET_MSG.reasonRequired })
  reason?: string;
}
