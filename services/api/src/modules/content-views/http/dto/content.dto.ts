import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';

/** The multipart fields beside the file. */
export class UploadContentDto {
  @ApiPropertyOptional({ description: 'Shown to administrators; the file name when absent' })
  @IsOptional()
  @Trim()
  @MaxLength(120, { message: 'The title is at most 120 characters.' })
  @IsString({ message: 'The title is text.' })
  title?: string;

  /** Multipart fields are text: "true" and "false" are read as booleans. */
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Enabled is true or false.' })
  enabled?: boolean;
}

export class UpdateContentDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @MaxLength(120, { message: 'The title is at most 120 characters.' })
  @IsString({ message: 'The title is text.' })
  title?: string;

  @ApiPropertyOptional({ description: 'Disabled content is never handed to members' })
  @IsOptional()
  @IsBoolean({ message: 'Enabled is true or false.' })
  enabled?: boolean;
}
