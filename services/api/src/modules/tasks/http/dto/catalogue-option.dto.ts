import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_TASK_PRICING_TYPES,
  CATALOGUE_MAX_IMPRESSIONS,
  CATALOGUE_MAX_SORT_ORDER,
  CATALOGUE_MSG,
  LEAST_CREDITS,
} from '@earnwave/contracts';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Given, Trim } from '../../../../common/pipes/field-rules';
import { Credits } from '../../../../common/pipes/credits';

/** A field with a default: absent or null (a form's empty input) keeps it. */
const Defaulted = () => IsOptional();

/** A cost or reward per lead (from the credits the console sends), above 0 and within its bound. */
const OptionCredits = (message: string) => Credits('taskOptionCost', { min: LEAST_CREDITS, message });

/** Field rules, each in the order its checks run (the first that fails is the one reported). */
const Title = () =>
  applyDecorators(
    IsString({ message: CATALOGUE_MSG.titleRequired }),
    IsNotEmpty({ message: CATALOGUE_MSG.titleRequired }),
    MaxLength(120, { message: CATALOGUE_MSG.titleTooLong }),
    Trim(),
  );
const PricingType = () => IsIn(ALL_TASK_PRICING_TYPES, { message: CATALOGUE_MSG.typeInvalid });
const TaskType = () => IsBoolean({ message: CATALOGUE_MSG.isTaskTypeInvalid });
const Enabled = () => IsBoolean({ message: CATALOGUE_MSG.enabledInvalid });
const SortOrder = () =>
  applyDecorators(
    IsInt({ message: CATALOGUE_MSG.sortOrderInvalid }),
    Min(0, { message: CATALOGUE_MSG.sortOrderInvalid }),
    Max(CATALOGUE_MAX_SORT_ORDER, { message: CATALOGUE_MSG.sortOrderInvalid }),
  );
const Impressions = () =>
  applyDecorators(
    IsInt({ message: CATALOGUE_MSG.impressionsInvalid }),
    Min(1, { message: CATALOGUE_MSG.impressionsInvalid }),
    Max(CATALOGUE_MAX_IMPRESSIONS, { message: CATALOGUE_MSG.impressionsInvalid }),
  );

/** `POST admin/task-prices`: a new option of `GET task-prices/dropdown` (money in credits). */
export class CreateTaskPriceDto {
  @ApiProperty({ maxLength: 120 })
  @Title()
  title!: string;

  @ApiProperty({ enum: ALL_TASK_PRICING_TYPES })
  @PricingType()
  type!: string;

  @ApiProperty({ description: 'task-type rows take a proof from members; others are advertising shown to them' })
  @TaskType()
  isTaskType!: boolean;

  @ApiProperty({ type: Number, description: 'what the owner pays per lead, in credits' })
  @OptionCredits(CATALOGUE_MSG.costInvalid)
  noOfCost!: bigint;

  @ApiProperty({ type: Number, description: 'what the member earns, in credits; at most noOfCost' })
  @OptionCredits(CATALOGUE_MSG.rewardInvalid)
  noOfRewards!: bigint;

  @ApiPropertyOptional({ default: true, description: 'a disabled option leaves the dropdown' })
  @Defaulted()
  @Enabled()
  enabled?: boolean;

  @ApiPropertyOptional({ description: 'the dropdown is ordered by it; after the others when absent or null' })
  @Defaulted()
  @SortOrder()
  sortOrder?: number;
}

/** `PUT admin/task-prices/{id}`: the fields to change. Tasks keep the costs they copied. */
export class UpdateTaskPriceDto {
  @ApiPropertyOptional({ maxLength: 120 })
  @Given()
  @Title()
  title?: string;

  @ApiPropertyOptional({ enum: ALL_TASK_PRICING_TYPES })
  @Given()
  @PricingType()
  type?: string;

  @ApiPropertyOptional()
  @Given()
  @TaskType()
  isTaskType?: boolean;

  @ApiPropertyOptional({ type: Number })
  @Given()
  @OptionCredits(CATALOGUE_MSG.costInvalid)
  noOfCost?: bigint;

  @ApiPropertyOptional({ type: Number })
  @Given()
  @OptionCredits(CATALOGUE_MSG.rewardInvalid)
  noOfRewards?: bigint;

  @ApiPropertyOptional()
  @Given()
  @Enabled()
  enabled?: boolean;

  @ApiPropertyOptional({ description: 'null keeps the order' })
  @Defaulted()
  @SortOrder()
  sortOrder?: number;
}

/** `POST admin/cost-impressions`: a new option of `GET cost-impressions/dropdown`. */
export class CreateCostImpressionDto {
  @ApiProperty({ type: Number, description: 'what the owner pays per lead for these impressions, in credits' })
  @OptionCredits(CATALOGUE_MSG.costInvalid)
  noOfCost!: bigint;

  @ApiProperty()
  @Impressions()
  impressions!: number;

  @ApiPropertyOptional({ default: true })
  @Defaulted()
  @Enabled()
  enabled?: boolean;
}

/** `PUT admin/cost-impressions/{id}`: the fields to change. */
export class UpdateCostImpressionDto {
  @ApiPropertyOptional({ type: Number })
  @Given()
  @OptionCredits(CATALOGUE_MSG.costInvalid)
  noOfCost?: bigint;

  @ApiPropertyOptional()
  @Given()
  @Impressions()
  impressions?: number;

  @ApiPropertyOptional()
  @Given()
  @Enabled()
  enabled?: boolean;
}
