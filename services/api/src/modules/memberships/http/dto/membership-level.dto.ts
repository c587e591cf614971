import { ApiPropertyOptional } from '@nestjs/swagger';
import { creditsRangeMsg, LEAST_CREDITS, MONEY_LIMITS } from '@earnwave/contracts';
import { REFERRAL_MULTIPLIER_MAX } from '@earnwave/domain';
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
import { LEVEL_MSG } from '../../membership-level-messages';

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
  @IsString({ message: 'A feature tag has a type.' })
  @MaxLength(40)
  type!: string;

  @IsString({ message: 'A feature tag has a label.' })
  @MaxLength(40)
  label!: string;
}

export class LevelFeatureDto {
  @IsInt({ message: 'A feature has a whole-number id.' })
  @Min(0)
  id!: number;

  @Trim()
  @MaxLength(200, { message: 'A feature is at most 200 characters.' })
  @IsNotEmpty({ message: 'A feature needs a title.' })
  @IsString({ message: 'A feature needs a title.' })
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
  @MaxLength(80, { message: 'The title is at most 80 characters.' })
  @IsNotEmpty({ message: 'Enter a title.' })
  @IsString({ message: 'Enter a title.' })
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(200, { message: 'The subtitle is at most 200 characters.' })
  @IsString({ message: 'The subtitle is text.' })
  subTitle?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(40, { message: 'The button text is at most 40 characters.' })
  @IsNotEmpty({ message: 'Enter the button text.' })
  @IsString({ message: 'Enter the button text.' })
  buttonText?: string;

  @ApiPropertyOptional({ type: Number, minimum: LEAST_CREDITS, maximum: MONEY_LIMITS.levelPrice, example: 50 })
  @Given()
  @Credits('levelPrice', {
    min: LEAST_CREDITS,
    message: creditsRangeMsg('The price', LEAST_CREDITS, MONEY_LIMITS.levelPrice),
  })
  price?: bigint;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Featured is true or false.' })
  isFeatured?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Available is true or false.' })
  available?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(120, { message: 'The features title is at most 120 characters.' })
  @IsString({ message: 'The features title is text.' })
  featuresTitle?: string;

  @ApiPropertyOptional({ type: [LevelFeatureDto] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => LevelFeatureDto)
  @ArrayMaxSize(30, { message: 'At most 30 features.' })
  @IsArray({ message: 'The features are a list.' })
  featuresList?: LevelFeatureDto[];

  @ApiPropertyOptional({ example: { '1': 0.1, '2': 0.05, more: 0.01 } })
  @IsOptional()
  @IsReferralMap({ message: LEVEL_MSG.referralsInvalid })
  referrals?: Record<string, number>;

  @ApiPropertyOptional({ description: 'Views per credit, at least 1', example: 12 })
  @IsOptional()
  @Max(1_000_000, { message: 'Views per credit is at most 1,000,000.' })
  @Min(1, { message: 'Views per credit is a whole number, at least 1.' })
  @IsInt({ message: 'Views per credit is a whole number, at least 1.' })
  contentView?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: MONEY_LIMITS.weeklyTokenLimit, example: 10 })
  @Given()
  @Credits('weeklyTokenLimit', {
    min: 0,
    message: creditsRangeMsg('The weekly token limit', 0, MONEY_LIMITS.weeklyTokenLimit),
  })
  weeklyTokenLimit?: bigint;
}
