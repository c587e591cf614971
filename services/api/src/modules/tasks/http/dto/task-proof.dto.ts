import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SCREENSHOT_DECISIONS, TASK_LIMITS, TASK_MSG, type ScreenshotDecision } from '@earnwave/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';
import { ErrorParam } from '../../../../common/pipes/validation';
import { IsId } from '../../../../common/pipes/ids';

/** One proof of spec 3's task performance payload. */
export class ProofDto {
  @ApiProperty({ format: 'uuid', description: "the assigned price's pricing option id" })
  @IsId('4', { message: TASK_MSG.proofPricingUnknown })
  taskPricingId!: string;

  @ApiProperty({
    description: 'the relativePath of a screenshot the member uploaded, or a web address for the url type',
  })
  @Trim()
  @MaxLength(TASK_LIMITS.urlMax, { message: TASK_MSG.screenshotNotUploaded })
  @IsNotEmpty({ message: TASK_MSG.screenshotRequired })
  @IsString({ message: TASK_MSG.screenshotRequired })
  screenshot!: string;
}

/** `POST task/perform-task` (spec 3, task performance payload). */
export class PerformTaskDto {
  @ApiProperty({ format: 'uuid' })
  @ErrorParam('general')
  @IsId('4', { message: TASK_MSG.notFound })
  taskId!: string;

  @ApiProperty({ type: [ProofDto] })
  @ValidateNested({ each: true })
  @Type(() => ProofDto)
  @ArrayMaxSize(TASK_LIMITS.pricingsMax, { message: TASK_MSG.proofTwice })
  @ArrayMinSize(1, { message: TASK_MSG.proofsRequired })
  @IsArray({ message: TASK_MSG.proofsRequired })
  taskPricings!: ProofDto[];
}

/** `PUT task/update-task-status/{completedTaskPricingId}` (spec 3, status update payload). */
export class ProofStatusDto {
  @ApiProperty({ enum: SCREENSHOT_DECISIONS })
  @IsIn(SCREENSHOT_DECISIONS, { message: TASK_MSG.statusInvalid })
  status!: ScreenshotDecision;

  @ApiPropertyOptional({ description: 'required, not blank, when rejecting; ignored when approving' })
  @Trim()
  @ValidateIf((dto: ProofStatusDto) => dto.status === 'REJECTED')
  @MaxLength(TASK_LIMITS.rejectionMessageMax, { message: TASK_MSG.rejectionMessageTooLong })
  @IsNotEmpty({ message: TASK_MSG.rejectionMessageRequired })
  @IsString({ message: TASK_MSG.rejectionMessageRequired })
  rejectionMessage?: string;
}
