import { Command } from '@nestjs/cqrs';
import type { PostCaller } from '../post-rows';

/**
 * Opening a post to view it. Records a free post's view; with `confirm`, pays a paid post's
 * price once. Answers whether this call charged the viewer.
 */
export class ViewPostCommand extends Command<{ charged: boolean }> {
  constructor(
    readonly caller: PostCaller,
    readonly postId: string,
    readonly confirm: boolean,
  ) {
    super();
  }
}
