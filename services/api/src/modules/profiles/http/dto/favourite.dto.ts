import { ApiProperty } from '@nestjs/swagger';
import { PROFILE_MSG } from '@earnwave/contracts';
import { IsBoolean } from 'class-validator';
import { IsId } from '../../../../common/pipes/ids';

/** `PUT favourites/update-status` (spec 3, Favourite): true adds, false removes; both idempotent. */
export class UpdateFavouriteDto {
  @ApiProperty({ format: 'uuid' })
  @IsId('4', { message: PROFILE_MSG.favouriteMemberInvalid })
  memberId!: string;

  @ApiProperty()
  @IsBoolean({ message: PROFILE_MSG.favouriteFlagInvalid })
  isFavourite!: boolean;
}
