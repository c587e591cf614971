import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MONEY_LIMITS,
  POST_FILE_TYPES,
  POST_LIMITS,
  POST_MSG,
  POST_TYPE,
  type PostFileType,
} from '@earnwave/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { EmptyAsAbsent, Trim } from '../../../../common/pipes/field-rules';
import { Credits } from '../../../../common/pipes/credits';

const PATH_MAX = 500;

/**
 * The post form's fields but the title (spec 3, user post; spec 7, update). `postFilePath` and
 * `postFileType` are accepted because the client sends them, but the file and its type are always
 * those of the upload `postRelativePath` names (or, without it, `postFilePath`).
 */
class PostFieldsDto {
  @ApiPropertyOptional({ maxLength: POST_LIMITS.descriptionMax })
  @Transform(({ value }) => (value === null ? '' : value))
  @IsOptional()
  @MaxLength(POST_LIMITS.descriptionMax, { message: POST_MSG.descriptionInvalid })
  @IsString({ message: POST_MSG.descriptionInvalid })
  description?: string;

  @ApiPropertyOptional({ description: "the upload's relativePath (uploads/...): an upload of the caller" })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @MaxLength(PATH_MAX, { message: POST_MSG.fileNotUploaded })
  @IsString({ message: POST_MSG.fileNotUploaded })
  postRelativePath?: string;

  @ApiPropertyOptional({ description: "the upload's absolute path; ignored when postRelativePath is given" })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @MaxLength(PATH_MAX, { message: POST_MSG.filePathInvalid })
  @IsString({ message: POST_MSG.filePathInvalid })
  postFilePath?: string;

  @ApiPropertyOptional({ enum: POST_FILE_TYPES, description: "ignored: the type is the upload's" })
  @EmptyAsAbsent()
  @IsOptional()
  @IsIn(POST_FILE_TYPES, { message: POST_MSG.fileTypeInvalid })
  postFileType?: PostFileType;

  @ApiPropertyOptional({ enum: [POST_TYPE] })
  @EmptyAsAbsent()
  @IsOptional()
  @IsIn([POST_TYPE], { message: POST_MSG.postTypeInvalid })
  postType?: typeof POST_TYPE;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: MONEY_LIMITS.postCostView,
    description: 'credits a viewer pays once to see the file; 0 = free',
    example: 2.5,
  })
  @EmptyAsAbsent()
  @IsOptional()
  @Credits('postCostView', { min: 0, message: POST_MSG.costViewInvalid })
  costView?: bigint;

  @ApiPropertyOptional({ minimum: 0, maximum: POST_LIMITS.targetViewMax })
  @EmptyAsAbsent()
  @IsOptional()
  @Max(POST_LIMITS.targetViewMax, { message: POST_MSG.targetViewInvalid })
  @Min(0, { message: POST_MSG.targetViewInvalid })
  @IsInt({ message: POST_MSG.targetViewInvalid })
  targetView?: number;

  @ApiPropertyOptional({ description: 'seen by its author only' })
  @IsOptional()
  @IsBoolean({ message: POST_MSG.isPrivateInvalid })
  isPrivate?: boolean;
}

/** Update takes any of the fields. */
export class UpdatePostDto extends PostFieldsDto {
  @ApiPropertyOptional({ maxLength: POST_LIMITS.titleMax })
  @Trim()
  @IsOptional()
  @MaxLength(POST_LIMITS.titleMax, { message: POST_MSG.titleTooLong })
  @IsNotEmpty({ message: POST_MSG.titleRequired })
  @IsString({ message: POST_MSG.titleRequired })
  title?: string;
}

/** Create takes the update's fields; a title is required (and a file, checked with the upload). */
export class CreatePostDto extends PostFieldsDto {
  @ApiProperty({ maxLength: POST_LIMITS.titleMax })
  @Trim()
  @MaxLength(POST_LIMITS.titleMax, { message: POST_MSG.titleTooLong })
  @IsNotEmpty({ message: POST_MSG.titleRequired })
  @IsString({ message: POST_MSG.titleRequired })
  title!: string;
}
