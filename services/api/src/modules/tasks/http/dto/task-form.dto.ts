import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LEAST_CREDITS,
  MONEY_LIMITS,
  TASK_LIMITS,
  TASK_MSG,
  TASK_PAYMENT_METHODS,
  type TaskPaymentMethod,
} from '@earnwave/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { EmptyAsAbsent, Trim } from '../../../../common/pipes/field-rules';
import { Credits } from '../../../../common/pipes/credits';
import { IsId } from '../../../../common/pipes/ids';

/** A transfer's Txid, as the other USDT flows take it. */
export const TXID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** A row of the task form's pricing table (spec 3, assigned price; spec 5, task form). */
export class TaskPricingRowDto {
  @ApiProperty({ format: 'uuid', description: 'the task pricing option' })
  @IsId('4', { message: TASK_MSG.pricingUnknown })
  taskPricingId!: string;

  @ApiPropertyOptional({ maxLength: TASK_LIMITS.descriptionMax })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @MaxLength(TASK_LIMITS.descriptionMax, { message: TASK_MSG.descriptionTooLong })
  @IsString({ message: TASK_MSG.descriptionTooLong })
  task_description?: string;

  @ApiPropertyOptional({
    description: "the row's file (an image or video the owner uploaded), or for the url type a web address",
  })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @MaxLength(TASK_LIMITS.urlMax, { message: TASK_MSG.pricingFileNotUploaded })
  @IsString({ message: TASK_MSG.pricingFileNotUploaded })
  relativePath?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'an impression cost option, for rows that are not task-type' })
  @EmptyAsAbsent()
  @IsOptional()
  @IsId('4', { message: TASK_MSG.impressionUnknown })
  impressionId?: string;
}

/** Spec 3, task payment, with the method and Txid of ARCHITECTURE.md's task payment row. */
export class TaskPaymentDto {
  @ApiProperty({
    type: Number,
    minimum: LEAST_CREDITS,
    maximum: MONEY_LIMITS.taskTotalCost,
    description: 'credits: the sum of the selected pricing costs times the leads',
    example: 12.5,
  })
  @Credits('taskTotalCost', { min: LEAST_CREDITS, message: TASK_MSG.totalCostInvalid })
  total_cost!: bigint;

  @ApiPropertyOptional({
    description: 'the day of the USDT transfer (YYYY-MM-DD or an ISO instant); today for a balance payment',
    example: '2026-11-20',
  })
  @EmptyAsAbsent()
  @IsOptional()
  @IsString({ message: TASK_MSG.paymentDateInvalid })
  date?: string;

  @ApiPropertyOptional({ enum: TASK_PAYMENT_METHODS, description: 'default: usdt when a txid is given, else balance' })
  @EmptyAsAbsent()
  @IsOptional()
  @IsIn(TASK_PAYMENT_METHODS, { message: TASK_MSG.paymentMethodInvalid })
  method?: TaskPaymentMethod;

  @ApiPropertyOptional({ description: 'the Txid of the USDT transfer (required for usdt)' })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @Matches(TXID_PATTERN, { message: TASK_MSG.txidInvalid })
  @IsString({ message: TASK_MSG.txidInvalid })
  txid?: string;
}

/** The business fields both the create and the update call take. Checks run bottom-up. */
class TaskBusinessFields {
  @ApiProperty({ maxLength: TASK_LIMITS.businessNameMax })
  @Trim()
  @MaxLength(TASK_LIMITS.businessNameMax, { message: TASK_MSG.businessNameTooLong })
  @IsNotEmpty({ message: TASK_MSG.businessNameRequired })
  @IsString({ message: TASK_MSG.businessNameRequired })
  businessName!: string;

  @ApiProperty({ maxLength: TASK_LIMITS.taskLocationMax })
  @Trim()
  @MaxLength(TASK_LIMITS.taskLocationMax, { message: TASK_MSG.taskLocationTooLong })
  @IsNotEmpty({ message: TASK_MSG.taskLocationRequired })
  @IsString({ message: TASK_MSG.taskLocationRequired })
  taskLocation!: string;

  @ApiProperty({ description: 'the relativePath of an image the caller uploaded' })
  @Trim()
  @MaxLength(TASK_LIMITS.urlMax, { message: TASK_MSG.imageNotUploaded })
  @IsNotEmpty({ message: TASK_MSG.logoRequired })
  @IsString({ message: TASK_MSG.logoRequired })
  logoImage!: string;

  @ApiProperty({ description: 'the relativePath of an image the caller uploaded' })
  @Trim()
  @MaxLength(TASK_LIMITS.urlMax, { message: TASK_MSG.imageNotUploaded })
  @IsNotEmpty({ message: TASK_MSG.backgroundRequired })
  @IsString({ message: TASK_MSG.backgroundRequired })
  backgroundImage!: string;
}

/** `POST task/create`. */
export class CreateTaskDto extends TaskBusinessFields {
  @ApiProperty({ minimum: 1, maximum: TASK_LIMITS.leadsMax })
  @Max(TASK_LIMITS.leadsMax, { message: TASK_MSG.leadsTooMany })
  @Min(1, { message: TASK_MSG.leadsInvalid })
  @IsInt({ message: TASK_MSG.leadsInvalid })
  noOfLeads!: number;

  @ApiProperty({ type: [TaskPricingRowDto] })
  @ValidateNested({ each: true })
  @Type(() => TaskPricingRowDto)
  @ArrayMaxSize(TASK_LIMITS.pricingsMax, { message: TASK_MSG.pricingsTooMany })
  @ArrayMinSize(1, { message: TASK_MSG.pricingsRequired })
  @IsArray({ message: TASK_MSG.pricingsRequired })
  taskPricings!: TaskPricingRowDto[];

  @ApiProperty({ type: TaskPaymentDto })
  @ValidateNested()
  @Type(() => TaskPaymentDto)
  @IsObject({ message: TASK_MSG.paymentRequired })
  payment_task!: TaskPaymentDto;
}

/**
 * `PUT task/update/{id}`: the client sends the whole form back. Leads and the pricing table are
 * fixed once the task exists: when sent, they must be what the task has (descriptions and row
 * files may change). The payment is not taken again, so `payment_task` is accepted and ignored.
 */
export class UpdateTaskDto extends TaskBusinessFields {
  @ApiPropertyOptional({ description: 'must equal the task’s leads' })
  @IsOptional()
  @IsInt({ message: TASK_MSG.leadsInvalid })
  noOfLeads?: number;

  @ApiPropertyOptional({ type: [TaskPricingRowDto], description: 'must name the task’s pricings and impressions' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => TaskPricingRowDto)
  @ArrayMaxSize(TASK_LIMITS.pricingsMax, { message: TASK_MSG.pricingsTooMany })
  @IsArray({ message: TASK_MSG.pricingsRequired })
  taskPricings?: TaskPricingRowDto[];

  @ApiPropertyOptional({
    type: TaskPaymentDto,
    description: 'checked like the create call’s, then ignored: a task is paid once',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TaskPaymentDto)
  @IsObject({ message: TASK_MSG.paymentRequired })
  payment_task?: TaskPaymentDto;
}
