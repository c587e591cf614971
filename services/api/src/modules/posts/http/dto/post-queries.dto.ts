import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { POST_LIMITS, POST_MSG, POST_PAGE_MAX, POST_PAGE_SIZE } from '@earnwave/contracts';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { Credits } from '../../../../common/pipes/credits';
import { EmptyAsAbsent, Trim } from '../../../../common/pipes/field-rules';
import { PageQueryDto } from '../../../../common/pipes/page-query';
import { IsId } from '../../../../common/pipes/ids';

/** `?page&limit` of the post lists and the view log. */
export class PostPageQuery extends PageQueryDto(POST_PAGE_SIZE, POST_PAGE_MAX) {}

/** The Lounge feed: `?category&page&limit`; no category (or an empty one) means all. */
export class FeedQuery extends PostPageQuery {
  @ApiPropertyOptional({ description: "the authors' profile category, e.g. creator" })
  @EmptyAsAbsent()
  @Trim()
  @IsOptional()
  @Matches(/^[a-z]{1,20}$/i, { message: POST_MSG.categoryInvalid })
  @IsString({ message: POST_MSG.categoryInvalid })
  category?: string;
}

/**
 * `GET user-posts/view/{id}?confirm=true&costView={shown}` pays for a paid post, only at the price
 * the member was shown; without `confirm` nothing is charged.
 */
export class ViewPostQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: POST_MSG.confirmInvalid })
  confirm?: 'true' | 'false';

  @ApiPropertyOptional({
    description:
      'credits: the price the member confirmed; required with confirm=true (409 when it is not the price now)',
    example: 2.5,
  })
  @Credits('postCostView', { min: 0, message: POST_MSG.costViewInvalid })
  @IsDefined({ message: POST_MSG.costViewRequired })
  @ValidateIf((query: ViewPostQuery) => query.confirm === 'true' || query.costView !== undefined)
  costView?: bigint;
}

export class AddLikeDto {
  @ApiProperty({ format: 'uuid' })
  @IsId('4', { message: POST_MSG.postIdInvalid })
  postId!: string;

  @ApiProperty()
  @IsBoolean({ message: POST_MSG.isLikeInvalid })
  isLike!: boolean;
}

/** An administrator hides a post with a reason its author reads. */
export class HidePostDto {
  @ApiProperty({ maxLength: POST_LIMITS.hiddenReasonMax })
  @Trim()
  @MaxLength(POST_LIMITS.hiddenReasonMax, { message: POST_MSG.hiddenReasonTooLong })
  @IsNotEmpty({ message: POST_MSG.hiddenReasonRequired })
  @IsString({ message: POST_MSG.hiddenReasonRequired })
  reason!: string;
}
