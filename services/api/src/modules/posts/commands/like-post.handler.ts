import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { visiblePost } from '../post-rows';
import { LikePostCommand } from './like-post.command';

/**
 * A like is one row per member and post: liking twice keeps one, unliking what was not liked
 * changes nothing, and the count (the rows) can never go below zero.
 */
@CommandHandler(LikePostCommand)
export class LikePostHandler implements ICommandHandler<LikePostCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, postId, isLike }: LikePostCommand) {
    return this.db.transaction(async (manager) => {
      await visiblePost(manager, caller, postId);
      await manager.query(
        isLike
          ? `INSERT INTO post_likes (post_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
          : `DELETE FROM post_likes WHERE post_id = $1 AND member_id = $2`,
        [postId, caller.id],
      );
      const [{ like_count }]: { like_count: number }[] = await manager.query(
        `SELECT count(*)::int AS like_count FROM post_likes WHERE post_id = $1`,
        [postId],
      );
      return { postId, isLiked: isLike, likeCount: like_count };
    });
  }
}
