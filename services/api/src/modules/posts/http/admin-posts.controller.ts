import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import { PostNotFound } from '@earnwave/domain';
import type { FastifyReply } from 'fastify';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { ModeratePostCommand } from '../commands/moderate-post.command';
import { ADMIN_POSTS } from '../infra/admin-posts.repository';
import { AdminPostsQueries } from '../queries/admin-posts.queries';
import { HidePostDto } from './dto/post-queries.dto';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new PostNotFound() });

/**
 * The console's `posts` resource (ra-data-simple-rest's dialect: bare records, Content-Range):
 * moderation. Hide takes `{ reason }`, which the author reads; unhide shows the post again.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/posts')
export class AdminPostsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminPostsQueries,
  ) {}

  @Get()
  @ApiListQuery(ADMIN_POSTS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.list(query);
    return sendPage(res, 'posts', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', IdPipe) id: string) {
    return this.queries.byId(id);
  }

  @HttpCode(200)
  @Post(':id/hide')
  async hide(@Caller() admin: UserEntity, @Param('id', IdPipe) id: string, @Body() body: HidePostDto) {
    await this.commands.execute(new ModeratePostCommand(admin.id, id, 'hide', body.reason));
    return this.queries.byId(id);
  }

  @HttpCode(200)
  @Post(':id/unhide')
  async unhide(@Caller() admin: UserEntity, @Param('id', IdPipe) id: string) {
    await this.commands.execute(new ModeratePostCommand(admin.id, id, 'unhide'));
    return this.queries.byId(id);
  }
}
