import { Module } from '@nestjs/common';
import { StorageModule } from '../../common/storage/storage.module';
import { MembershipsModule } from '../memberships';
import { UploadsModule } from '../uploads';
import { WalletModule } from '../wallet';
import { CreatePostHandler } from './commands/create-post.handler';
import { DeletePostHandler } from './commands/delete-post.handler';
import { LikePostHandler } from './commands/like-post.handler';
import { ModeratePostHandler } from './commands/moderate-post.handler';
import { PostFiles } from './commands/post-file';
import { UpdatePostHandler } from './commands/update-post.handler';
import { ViewPostHandler } from './commands/view-post.handler';
import { AdminPostsController } from './http/admin-posts.controller';
import { PostsController } from './http/posts.controller';
import { PostPurchases } from './infra/post-purchases';
import { PostsRepository } from './infra/posts.repository';
import { PostMediaPolicy } from './post-media.policy';
import { PostPresenter } from './post-presenter';
import { AdminPostsRepository, POST_RECORDS } from './infra/admin-posts.repository';
import { provideReader } from '../../common/simple-rest/console-records';
import { PostsQueries } from './queries/posts.queries';

/**
 * Members' posts: a file (image, video or audio) with a title, optionally private or paid per
 * viewer; likes; paid views settled to the author through clearing; moderation by hiding. The
 * module also decides which uploads the public path may serve (PostMediaPolicy).
 */
@Module({
  imports: [StorageModule, MembershipsModule, UploadsModule, WalletModule],
  controllers: [PostsController, AdminPostsController],
  providers: [
    PostsRepository,
    { provide: PostPurchases, useExisting: PostsRepository },
    AdminPostsRepository,
    PostPresenter,
    PostFiles,
    PostsQueries,
    provideReader(POST_RECORDS, AdminPostsRepository, (posts) => posts),
    CreatePostHandler,
    UpdatePostHandler,
    DeletePostHandler,
    ViewPostHandler,
    LikePostHandler,
    ModeratePostHandler,
    PostMediaPolicy,
  ],
})
export class PostsModule {}
