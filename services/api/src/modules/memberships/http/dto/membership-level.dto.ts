import { ApiPropertyOptional } from '@nestjs/swagger';
import { LEAST_CREDITS, LEVEL_MSG, MONEY_LIMITS, REFERRAL_MULTIPLIER_MAX } from '@earnwave/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { Given, Trim } from '../../../../common/pipes/field-rules';
import { Credits } from '../../../../common/pipes/credits';

const REFERRAL_ORDINAL = /^([1-9][0-9]{0,2}|more)$/;
const MULTIPLIER = /^\d(\.\d{1,3})?$/;

/**
 * `{ "1": 0.1, "2": 0.05, "more": 0.01 }`: ordinals 1..999 and "more" (required), multipliers from
 * 0 to REFERRAL_MULTIPLIER_MAX with <= 3 decimals.
 */
export function isReferralMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    Object.hasOwn(value, 'more') &&
    entries.length <= 1000 &&
    entries.every(
      ([key, multiplier]) =>
        REFERRAL_ORDINAL.test(key) &&
        typeof multiplier === 'number' &&
        multiplier <= REFERRAL_MULTIPLIER_MAX &&
        MULTIPLIER.test(String(multiplier)),
    )
  );
}

function IsReferralMap(options: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isReferralMap',
      target: target.constructor,
      propertyName: String(property),
      options,
      validator: { validate: isReferralMap },
    });
}

export class FeatureTagDto {
  @IsString({ message: LEVEL_MSG.featureTagTypeRequired })
  @MaxLength(40)
  type!: string;

  @IsString({ message: LEVEL_MSG.featureTagLabelRequired })
  @MaxLength(40)
  label!: string;
}

export class LevelFeatureDto {
  @IsInt({ message: LEVEL_MSG.featureIdInvalid })
  @Min(0)
  id!: number;

  @Trim()
  @MaxLength(200, { message: LEVEL_MSG.featureTooLong })
  @IsNotEmpty({ message: LEVEL_MSG.featureTitleRequired })
  @IsString({ message: LEVEL_MSG.featureTitleRequired })
  title!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => FeatureTagDto)
  tag?: FeatureTagDto;
}

/** The fields of a level an administrator changes; absent fields stay as they are. Money in credits. */
export class UpdateMembershipLevelDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(80, { message: LEVEL_MSG.titleTooLong })
  @IsNotEmpty({ message: LEVEL_MSG.titleRequired })
  @IsString({ message: LEVEL_MSG.titleRequired })
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(200, { message: LEVEL_MSG.subTitleTooLong })
  @IsString({ message: LEVEL_MSG.subTitleIsText })
  subTitle?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(40, { message: LEVEL_MSG.buttonTextTooLong })
  @IsNotEmpty({ message: LEVEL_MSG.buttonTextRequired })
  @IsString({ message: LEVEL_MSG.buttonTextRequired })
  buttonText?: string;

  @ApiPropertyOptional({ type: Number, minimum: LEAST_CREDITS, maximum: MONEY_LIMITS.levelPrice, example: 50 })
  @Given()
  @Credits('levelPrice', {
    min: LEAST_CREDITS,
    message: LEVEL_MSG.priceInvalid,
  })
  price?: bigint;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: LEVEL_MSG.featuredInvalid })
  isFeatured?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: LEVEL_MSG.availableInvalid })
  available?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(120, { message: LEVEL_MSG.featuresTitleTooLong })
  @IsString({ message: LEVEL_MSG.featuresTitleIsText })
  featuresTitle?: string;

  @ApiPropertyOptional({ type: [LevelFeatureDto] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => LevelFeatureDto)
  @ArrayMaxSize(30, { message: LEVEL_MSG.featuresTooMany })
  @IsArray({ message: LEVEL_MSG.featuresNotList })
  featuresList?: LevelFeatureDto[];

  @ApiPropertyOptional({ example: { '1': 0.1, '2': 0.05, more: 0.01 } })
  @IsOptional()
  @IsReferralMap({ message: LEVEL_MSG.referralsInvalid })
  referrals?: Record<string, number>;

  @ApiPropertyOptional({ description: 'Views per credit, at least 1', example: 12 })
  @IsOptional()
  @Max(1_000_000, { message: LEVEL_MSG.contentViewTooHigh })
  @Min(1, { message: LEVEL_MSG.contentViewInvalid })
  @IsInt({ message: LEVEL_MSG.contentViewInvalid })
  contentView?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: MONEY_LIMITS.weeklyTokenLimit, example: 10 })
  @Given()
  @Credits('weeklyTokenLimit', {
    min: 0,
    message: LEVEL_MSG.weeklyTokenLimitInvalid,
  })
  weeklyTokenLimit?: bigint;
}
