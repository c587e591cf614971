import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@earnwave/db';
import { PostsRepository } from '../infra/posts.repository';
import { requireVisible } from '../post-access';
import { LikePostCommand } from './like-post.command';

/**
 * A like is one row per member and post: liking twice keeps one, unliking what was not liked
 * changes nothing, and the count (the rows) can never go below zero.
 */
@CommandHandler(LikePostCommand)
export class LikePostHandler implements ICommandHandler<LikePostCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostsRepository,
  ) {}

  async execute({ caller, postId, isLike }: LikePostCommand) {
    return this.unitOfWork.run(async (manager) => {
      requireVisible(caller, await this.posts.postFor(postId, caller.id, manager));
      if (isLike) await this.posts.like(manager, postId, caller.id);
      else await this.posts.unlike(manager, postId, caller.id);
      return { postId, isLiked: isLike, likeCount: await this.posts.likeCount(manager, postId) };
    });
  }
}
