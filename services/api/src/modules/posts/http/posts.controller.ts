import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { POST_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { MemberNotFound, PostNotFound } from '@earnwave/domain';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { CreatePostCommand } from '../commands/create-post.command';
import { DeletePostCommand } from '../commands/delete-post.command';
import { LikePostCommand } from '../commands/like-post.command';
import { UpdatePostCommand } from '../commands/update-post.command';
import { ViewPostCommand } from '../commands/view-post.command';
import { PostsQueries } from '../queries/posts.queries';
import { CreatePostDto, UpdatePostDto } from './dto/post-form.dto';
import { AddLikeDto, FeedQuery, PostPageQuery, ViewPostQuery } from './dto/post-queries.dto';

/** Post ids are UUIDs; anything else names no post. */
const PostIdPipe = new ParseUUIDPipe({ version: '4', exceptionFactory: () => new PostNotFound() });
const MemberIdPipe = new ParseUUIDPipe({ version: '4', exceptionFactory: () => new MemberNotFound() });

/**
 * Spec 7, posts (creators API contract, posts and paid views), for members (administrators read).
 * `GET user-posts/view/{id}?confirm=true&costView=…` moves money but is idempotent by nature: it
 * charges once per viewer and post whatever is repeated, and a repeat answers the post with fresh
 * media links, so it accepts an Idempotency-Key without replaying a stored answer (whose links
 * would expire).
 */
@ApiTags('posts')
@ApiBearerAuth()
@RequireCapability('member')
@Controller('user-posts')
export class PostsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PostsQueries,
  ) {}

  @Post('create')
  async create(@Caller() caller: UserEntity, @Body() body: CreatePostDto) {
    const { id } = await this.commands.execute(new CreatePostCommand(caller, body));
    return ok(await this.queries.post(caller, id), POST_MSG.created);
  }

  @Put('update/:id')
  async update(@Caller() caller: UserEntity, @Param('id', PostIdPipe) id: string, @Body() body: UpdatePostDto) {
    await this.commands.execute(new UpdatePostCommand(caller, id, body));
    return ok(await this.queries.post(caller, id), POST_MSG.updated);
  }

  @Delete('delete/:id')
  async remove(@Caller() caller: UserEntity, @Param('id', PostIdPipe) id: string) {
    await this.commands.execute(new DeletePostCommand(caller, id));
    return ok(null, POST_MSG.deleted);
  }

  /** The Lounge feed. */
  @Get('posts')
  async feed(@Caller() caller: UserEntity, @Query() query: FeedQuery) {
    return ok(await this.queries.feed(caller, query.category, query.page, query.limit), POST_MSG.listed);
  }

  @Get('get-all')
  async ownPosts(@Caller() caller: UserEntity, @Query() query: PostPageQuery) {
    return ok(await this.queries.ownPosts(caller, query.page, query.limit), POST_MSG.listed);
  }

  @Get('posts/:memberId')
  async memberPosts(
    @Caller() caller: UserEntity,
    @Param('memberId', MemberIdPipe) memberId: string,
    @Query() query: PostPageQuery,
  ) {
    return ok(await this.queries.memberPosts(caller, memberId, query.page, query.limit), POST_MSG.listed);
  }

  @Get('get/:id')
  async post(@Caller() caller: UserEntity, @Param('id', PostIdPipe) id: string) {
    return ok(await this.queries.post(caller, id), POST_MSG.details);
  }

  /**
   * `data.data` is the post: locked until paid; `?confirm=true&costView={shown}` pays costView once,
   * only when it is the price now (else 409 with `data.costView`, the price now).
   */
  @Get('view/:id')
  async view(@Caller() caller: UserEntity, @Param('id', PostIdPipe) id: string, @Query() query: ViewPostQuery) {
    const confirmedPrice = query.confirm === 'true' ? query.costView : undefined;
    const { charged } = await this.commands.execute(new ViewPostCommand(caller, id, confirmedPrice));
    const post = await this.queries.post(caller, id);
    return ok(
      { data: post },
      charged || (query.confirm === 'true' && !post.isLocked) ? POST_MSG.viewed : POST_MSG.preview,
    );
  }

  @Get(':id/views')
  async views(@Caller() caller: UserEntity, @Param('id', PostIdPipe) id: string, @Query() query: PostPageQuery) {
    return ok(await this.queries.viewLog(caller, id, query.page, query.limit), POST_MSG.viewsListed);
  }

  @HttpCode(200)
  @Post('add-like')
  async like(@Caller() caller: UserEntity, @Body() body: AddLikeDto) {
    return ok(await this.commands.execute(new LikePostCommand(caller, body.postId, body.isLike)), POST_MSG.liked);
  }
}
