import { Command } from '@nestjs/cqrs';
import type { PostCaller } from '../post-access';

/**
 * Opening a post to view it. Records a free post's view; with a confirmed price, pays a paid
 * post's price once, if it is that price. Answers whether this call charged the viewer.
 */
export class ViewPostCommand extends Command<{ charged: boolean }> {
  constructor(
    readonly caller: PostCaller,
    readonly postId: string,
    /** Micro-credits the viewer confirmed paying (the price they were shown); absent, only opening. */
    readonly confirmedPrice: bigint | undefined,
  ) {
    super();
  }
}
