import { ApiPropertyOptional } from '@nestjs/swagger';
import { CONTENT_MSG, CONTENT_TITLE_MAX_LENGTH } from '@earnwave/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';

/** The multipart fields beside the file. */
export class UploadContentDto {
  @ApiPropertyOptional({ description: 'Shown to administrators; the file name when absent' })
  @IsOptional()
  @Trim()
  @MaxLength(CONTENT_TITLE_MAX_LENGTH, { message: CONTENT_MSG.titleTooLong })
  @IsString({ message: CONTENT_MSG.titleIsText })
  title?: string;

  /** Multipart fields are text: "true" and "false" are read as booleans. */
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: CONTENT_MSG.enabledInvalid })
  enabled?: boolean;
}

export class UpdateContentDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(CONTENT_TITLE_MAX_LENGTH, { message: CONTENT_MSG.titleTooLong })
  @IsString({ message: CONTENT_MSG.titleIsText })
  title?: string;

  @ApiPropertyOptional({ description: 'Disabled content is never handed to members' })
  @IsOptional()
  @IsBoolean({ message: CONTENT_MSG.enabledInvalid })
  enabled?: boolean;
}
