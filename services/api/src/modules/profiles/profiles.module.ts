import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads';
import { RateMemberHandler } from './commands/rate-member.handler';
import { SetFavouriteHandler } from './commands/set-favourite.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { AdminProfilesController } from './http/admin-profiles.controller';
import { ProfilesController } from './http/profiles.controller';
import { RatingsFavouritesController } from './http/ratings-favourites.controller';
import { AdminProfilesQueries } from './queries/admin-profiles.queries';
import { FindMembersHandler } from './queries/find-members.handler';
import { GetFavouritesHandler } from './queries/get-favourites.handler';
import { GetProfileHandler } from './queries/get-profile.handler';

/** Creator profiles: the profile, ratings, favourites, member search, and the console's read-only view. */
@Module({
  imports: [UploadsModule],
  controllers: [ProfilesController, RatingsFavouritesController, AdminProfilesController],
  providers: [
    UpdateProfileHandler,
    RateMemberHandler,
    SetFavouriteHandler,
    GetProfileHandler,
    GetFavouritesHandler,
    FindMembersHandler,
    AdminProfilesQueries,
  ],
})
export class ProfilesModule {}
