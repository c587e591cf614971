import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { MEMBERSHIP_LEVEL_SLUGS, type MembershipLevelSlug, SEMINAR_MSG } from '@earnwave/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';
import { IsId } from '../../../../common/pipes/ids';

/** Forms send an emptied optional text as null or ''; both mean "no text". */
const NullAsEmpty = () => Transform(({ value }) => (value === null ? '' : value));
/** An emptied file field (null or '') means "no file". */
const EmptyAsNull = () => Transform(({ value }) => (value === '' ? null : value));

export const SORT_ORDER_MAX = 100_000;
const MIME = /^(image|video|audio)\/[a-z0-9.+-]+$/;

/**
 * The checks run in the order they are listed here (type first, as stacked decorators read from
 * the bottom up elsewhere), and the first one that fails is the field's message.
 */
const SortOrder = () =>
  applyDecorators(
    IsInt({ message: SEMINAR_MSG.sortOrderInvalid }),
    Min(0, { message: SEMINAR_MSG.sortOrderInvalid }),
    Max(SORT_ORDER_MAX, { message: SEMINAR_MSG.sortOrderInvalid }),
    IsOptional(),
    ApiPropertyOptional({ minimum: 0, maximum: SORT_ORDER_MAX, description: 'lower first; default: after the last' }),
  );

const Title = () =>
  applyDecorators(
    IsString({ message: SEMINAR_MSG.titleRequired }),
    IsNotEmpty({ message: SEMINAR_MSG.titleRequired }),
    MaxLength(200, { message: SEMINAR_MSG.titleTooLong }),
    Trim(),
    ApiProperty({ maxLength: 200 }),
  );

const Text = (max: number, message: string) =>
  applyDecorators(
    IsString({ message: SEMINAR_MSG.isText }),
    MaxLength(max, { message }),
    IsOptional(),
    NullAsEmpty(),
    Trim(),
    ApiPropertyOptional({ maxLength: max }),
  );

export class CreateSeminarDto {
  @Title()
  title!: string;

  @Text(500, SEMINAR_MSG.titleBlockTooLong)
  titleBlock?: string;

  @Text(5000, SEMINAR_MSG.textTooLong)
  descriptionBlock?: string;

  @SortOrder()
  sortOrder?: number;
}

/**
 * Each update takes the fields of the matching create, all optional (PartialType keeps their checks
 * and messages): only the fields it names change.
 */
export class UpdateSeminarDto extends PartialType(CreateSeminarDto) {}

export class CreateSectionDto {
  @ApiProperty({ format: 'uuid', description: 'the seminar it belongs to; on an update, moves the section there' })
  @IsId('4', { message: SEMINAR_MSG.seminarIdInvalid })
  @IsString({ message: SEMINAR_MSG.seminarIdInvalid })
  seminarId!: string;

  @Title()
  title!: string;

  @Text(5000, SEMINAR_MSG.textTooLong)
  description?: string;

  /** null (or '') means no banner; on an update, removes it. */
  @ApiPropertyOptional({
    nullable: true,
    description: 'an image: an upload relativePath (uploads/...) or a shipped assets/... path',
  })
  @EmptyAsNull()
  @IsOptional()
  @MaxLength(500, { message: SEMINAR_MSG.pathInvalid })
  @IsString({ message: SEMINAR_MSG.pathInvalid })
  bannerImage?: string | null;

  @SortOrder()
  sortOrder?: number;
}

export class UpdateSectionDto extends PartialType(CreateSectionDto) {}

export class CreateMediaDto {
  @ApiProperty({ format: 'uuid', description: 'the section it belongs to; on an update, moves the medium there' })
  @IsId('4', { message: SEMINAR_MSG.sectionIdRequired })
  @IsString({ message: SEMINAR_MSG.sectionIdRequired })
  sectionId!: string;

  @Title()
  title!: string;

  @ApiProperty({ example: 'video/mp4' })
  @Trim()
  @Matches(MIME, { message: SEMINAR_MSG.mimeInvalid })
  @IsString({ message: SEMINAR_MSG.mimeInvalid })
  mime!: string;

  @ApiProperty({ description: 'an upload relativePath (uploads/...) or a shipped assets/... path' })
  @MaxLength(500, { message: SEMINAR_MSG.pathInvalid })
  @IsNotEmpty({ message: SEMINAR_MSG.pathInvalid })
  @IsString({ message: SEMINAR_MSG.pathInvalid })
  path!: string;

  @ApiPropertyOptional({ enum: MEMBERSHIP_LEVEL_SLUGS, description: 'bronze when a new medium names none' })
  @IsOptional()
  @IsIn(MEMBERSHIP_LEVEL_SLUGS, { message: SEMINAR_MSG.levelInvalid })
  requiredLevel?: MembershipLevelSlug;

  @SortOrder()
  sortOrder?: number;
}

export class UpdateMediaDto extends PartialType(CreateMediaDto) {}
