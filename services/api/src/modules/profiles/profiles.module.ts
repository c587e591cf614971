import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads';
import { RateMemberHandler } from './commands/rate-member.handler';
import { SetFavouriteHandler } from './commands/set-favourite.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { AdminProfilesController, AdminRatingsController } from './http/admin-profiles.controller';
import { provideReader } from '../../common/simple-rest/console-records';
import { ProfilesController } from './http/profiles.controller';
import { RatingsFavouritesController } from './http/ratings-favourites.controller';
import { AdminProfilesRepository, PROFILE_RECORDS, RATING_RECORDS } from './infra/admin-profiles.repository';
import { ProfilesRepository } from './infra/profiles.repository';
import { ProfilesQueries } from './queries/profiles.queries';

/** Creator profiles: the profile, ratings, favourites, member search, and the console's read-only view. */
@Module({
  imports: [UploadsModule],
  controllers: [ProfilesController, RatingsFavouritesController, AdminProfilesController, AdminRatingsController],
  providers: [
    ProfilesRepository,
    AdminProfilesRepository,
    UpdateProfileHandler,
    RateMemberHandler,
    SetFavouriteHandler,
    ProfilesQueries,
    provideReader(PROFILE_RECORDS, AdminProfilesRepository, (records) => records.profiles),
    provideReader(RATING_RECORDS, AdminProfilesRepository, (records) => records.ratings),
  ],
})
export class ProfilesModule {}
