import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PROFILE_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { MemberNotFound } from '@earnwave/domain';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { RateLimit } from '../../../common/rate-limit/rate-limit.guard';
import { UpdateProfileCommand } from '../commands/update-profile.command';
import { ProfilesQueries } from '../queries/profiles.queries';
import { SearchMembersQuery } from './dto/search-members.query';
import { UpdateProfileDto } from './dto/update-profile.dto';

/** An id that is not a UUID names no member. */
const MemberIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new MemberNotFound() });

/** Spec 7, profile calls: read a profile, change one's own, search members. */
@ApiTags('profiles')
@ApiBearerAuth()
@RequireCapability('member')
@Controller()
export class ProfilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ProfilesQueries,
  ) {}

  @Get('members/get/profile/:id')
  async profile(@Caller() caller: UserEntity, @Param('id', MemberIdPipe) id: string) {
    return ok(await this.queries.profile(caller, id), PROFILE_MSG.profile);
  }

  /** Own profile only: the path names nobody, the caller is the one changed. */
  @Put('members/update/profile')
  async update(@Caller() caller: UserEntity, @Body() body: UpdateProfileDto) {
    await this.commands.execute(new UpdateProfileCommand(caller, body));
    return ok(await this.queries.profile(caller, caller.id), PROFILE_MSG.updated);
  }

  /** `data` is the list; `pagination` beside it (creators API). */
  @Get('users/search/users')
  @RateLimit('memberSearch')
  async search(@Caller() caller: UserEntity, @Query() query: SearchMembersQuery) {
    const found = await this.queries.findMembers(
      caller.id,
      { name: query.name, email: query.email },
      query.page,
      query.limit,
    );
    return ok(found.items, PROFILE_MSG.searchDone, { pagination: found.pagination });
  }
}
