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
import { AdminProfilesQueries } from './queries/admin-profiles.queries';
import { ProfilesQueries } from './queries/profiles.queries';

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
    ProfilesQueries,
    AdminProfilesQueries,
  ],
})
export class ProfilesModule {}
