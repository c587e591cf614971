import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads';
import { RateMemberHandler } from './commands/rate-member.handler';
import { SetFavouriteHandler } from './commands/set-favourite.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { AdminProfilesController } from './http/admin-profiles.controller';
import { ProfilesController } from './http/profiles.controller';
import { RatingsFavouritesController } from './http/ratings-favourites.controller';
import { AdminProfilesRepository } from './infra/admin-profiles.repository';
import { ProfilesRepository } from './infra/profiles.repository';
import { FindMembersHandler } from './queries/find-members.handler';
import { GetFavouritesHandler } from './queries/get-favourites.handler';
import { GetProfileRecordHandler } from './queries/get-profile-record.handler';
import { GetProfileRecordsHandler } from './queries/get-profile-records.handler';
import { GetProfileHandler } from './queries/get-profile.handler';
import { GetRatingRecordsHandler } from './queries/get-rating-records.handler';

/** Creator profiles: the profile, ratings, favourites, member search, and the console's read-only view. */
@Module({
  imports: [UploadsModule],
  controllers: [ProfilesController, RatingsFavouritesController, AdminProfilesController],
  providers: [
    ProfilesRepository,
    AdminProfilesRepository,
    UpdateProfileHandler,
    RateMemberHandler,
    SetFavouriteHandler,
    GetProfileHandler,
    GetFavouritesHandler,
    FindMembersHandler,
    GetProfileRecordsHandler,
    GetProfileRecordHandler,
    GetRatingRecordsHandler,
  ],
})
export class ProfilesModule {}
