import { Command } from '@nestjs/cqrs';
import type { PostCaller } from '../post-access';

export class LikePostCommand extends Command<{ postId: string; isLiked: boolean; likeCount: number }> {
  constructor(
    readonly caller: PostCaller,
    readonly postId: string,
    readonly isLike: boolean,
  ) {
    super();
  }
}
