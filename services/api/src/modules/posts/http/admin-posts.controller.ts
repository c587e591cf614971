import { Body, HttpCode, Injectable, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import { PostNotFound } from '@earnwave/domain';
import { Caller } from '../../../common/auth/access.decorators';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { ModeratePostCommand } from '../commands/moderate-post.command';
import { POST_RECORDS } from '../infra/admin-posts.repository';
import { HidePostDto } from './dto/post-queries.dto';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new PostNotFound() });

/**
 * The console's `posts` resource (ra-data-simple-rest's dialect: bare records, Content-Range):
 * moderation. Hide takes `{ reason }`, which the author reads; unhide shows the post again.
 */
@Injectable()
export class AdminPostsController extends ConsoleRecords(POST_RECORDS, IdPipe) {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  @HttpCode(200)
  @Post(':id/hide')
  async hide(@Caller() admin: UserEntity, @Param('id', IdPipe) id: string, @Body() body: HidePostDto) {
    await this.commands.execute(new ModeratePostCommand(admin.id, id, 'hide', body.reason));
    return this.records.one(id);
  }

  @HttpCode(200)
  @Post(':id/unhide')
  async unhide(@Caller() admin: UserEntity, @Param('id', IdPipe) id: string) {
    await this.commands.execute(new ModeratePostCommand(admin.id, id, 'unhide'));
    return this.records.one(id);
  }
}
