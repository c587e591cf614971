import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PROFILE_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { RateMemberCommand } from '../commands/rate-member.command';
import { SetFavouriteCommand } from '../commands/set-favourite.command';
import { ProfilesQueries } from '../queries/profiles.queries';
import { UpdateFavouriteDto } from './dto/favourite.dto';
import { PageQuery } from './dto/page.query';
import { CreateRatingDto } from './dto/rating.dto';

/** Spec 7: ratings and favourites of members. */
@ApiTags('profiles')
@ApiBearerAuth()
@RequireCapability('member')
@Controller()
export class RatingsFavouritesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ProfilesQueries,
  ) {}

  @Post('ratings/create')
  async rate(@Caller() caller: UserEntity, @Body() body: CreateRatingDto) {
    const result = await this.commands.execute(
      new RateMemberCommand(caller, body.receiverMemberId, body.averageRating),
    );
    return ok(result, PROFILE_MSG.ratingSubmitted);
  }

  @Put('favourites/update-status')
  async setFavourite(@Caller() caller: UserEntity, @Body() body: UpdateFavouriteDto) {
    await this.commands.execute(new SetFavouriteCommand(caller, body.memberId, body.isFavourite));
    return ok({ memberId: body.memberId, isFavourite: body.isFavourite }, PROFILE_MSG.favouriteUpdated);
  }

  /** Whom the caller favours. */
  @Get('favourites')
  async favourites(@Caller() caller: UserEntity, @Query() query: PageQuery) {
    return ok(await this.queries.favourites(caller.id, 'mine', query.page, query.limit), PROFILE_MSG.favourites);
  }

  /** Who favours the caller. */
  @Get('favourites/favourite-by')
  async favouriteBy(@Caller() caller: UserEntity, @Query() query: PageQuery) {
    return ok(await this.queries.favourites(caller.id, 'by', query.page, query.limit), PROFILE_MSG.favourites);
  }
}
