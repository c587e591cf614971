import { ApiProperty } from '@nestjs/swagger';
import { PROFILE_MSG, RATING_MAX, RATING_MIN } from '@earnwave/contracts';
import { IsInt, Max, Min } from 'class-validator';
import { IsId } from '../../../../common/pipes/ids';

/** `POST ratings/create` (spec 3, Rating): 1 to 5 whole stars, once per rater and member. */
export class CreateRatingDto {
  @ApiProperty({ format: 'uuid' })
  @IsId('4', { message: PROFILE_MSG.ratingReceiverInvalid })
  receiverMemberId!: string;

  @ApiProperty({ minimum: RATING_MIN, maximum: RATING_MAX, description: 'whole stars' })
  @Max(RATING_MAX, { message: PROFILE_MSG.ratingInvalid })
  @Min(RATING_MIN, { message: PROFILE_MSG.ratingInvalid })
  @IsInt({ message: PROFILE_MSG.ratingInvalid })
  averageRating!: number;
}
