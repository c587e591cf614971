import { ApiProperty } from '@nestjs/swagger';
import { COMMENT_MAX_LENGTH, COMMENT_PAGE_MAX, COMMENT_PAGE_SIZE, SEMINAR_MSG } from '@earnwave/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';
import { PageQueryDto } from '../../../../common/pipes/page-query';
import { IsId } from '../../../../common/pipes/ids';

/** Spec 7: `POST /comments` with memberId (the caller's own id), sectionId and text. */
export class PostCommentDto {
  @ApiProperty({ description: "The caller's own member id" })
  @IsString({ message: SEMINAR_MSG.memberIdInvalid })
  memberId!: string;

  @ApiProperty()
  @IsId('4', { message: SEMINAR_MSG.sectionIdInvalid })
  @IsString({ message: SEMINAR_MSG.sectionIdInvalid })
  sectionId!: string;

  /** Plain text, stored as written (trimmed); clients show it escaped. */
  @ApiProperty({ minLength: 1, maxLength: COMMENT_MAX_LENGTH })
  @Trim()
  @MaxLength(COMMENT_MAX_LENGTH, { message: SEMINAR_MSG.commentTooLong })
  @IsNotEmpty({ message: SEMINAR_MSG.commentRequired })
  @IsString({ message: SEMINAR_MSG.commentIsText })
  text!: string;
}

/** `?page&limit` of a section's comments, newest first. */
export class CommentListQuery extends PageQueryDto(COMMENT_PAGE_SIZE, COMMENT_PAGE_MAX) {}
