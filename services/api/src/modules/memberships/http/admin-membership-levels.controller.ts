import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { UpdateMembershipLevelCommand } from '../commands/update-membership-level.command';
import { MEMBERSHIP_LEVELS } from '../infra/membership-levels.repository';
import { AdminMembershipsQueries } from '../queries/admin-memberships.queries';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { UpdateMembershipLevelDto } from './dto/membership-level.dto';

/** The level ladder: the slug is the id; PUT takes the fields to change (money in credits). */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/membership-levels')
export class AdminMembershipLevelsController {
  constructor(
    private readonly queries: AdminMembershipsQueries,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiListQuery(MEMBERSHIP_LEVELS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.levels(query);
    return sendPage(res, 'membership-levels', page, page.rows);
  }

  @Get(':id')
  show(@Param('id') slug: string) {
    return this.queries.level(slug);
  }

  @Put(':id')
  async update(@Param('id') slug: string, @Body() body: UpdateMembershipLevelDto) {
    await this.commands.execute(new UpdateMembershipLevelCommand(slug, body));
    return this.queries.level(slug);
  }
}
