import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MemberNotFound } from '@earnwave/domain';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { ADMIN_PROFILES, ADMIN_RATINGS } from '../infra/admin-profiles.repository';
import { AdminProfilesQueries } from '../queries/admin-profiles.queries';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new MemberNotFound() });

/** The console's read-only `profiles` and `ratings` resources (ra-data-simple-rest's dialect). */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminProfilesController {
  constructor(private readonly queries: AdminProfilesQueries) {}

  @Get('profiles')
  @ApiListQuery(ADMIN_PROFILES)
  async profiles(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.profiles(query);
    return sendPage(res, 'profiles', page, page.rows);
  }

  @Get('profiles/:id')
  profile(@Param('id', IdPipe) id: string) {
    return this.queries.profile(id);
  }

  @Get('ratings')
  @ApiListQuery(ADMIN_RATINGS)
  async ratings(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.ratings(query);
    return sendPage(res, 'ratings', page, page.rows);
  }
}
