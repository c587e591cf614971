import { Command } from '@nestjs/cqrs';
import type { PostCaller } from '../post-rows';

export class DeletePostCommand extends Command<void> {
  constructor(
    readonly caller: PostCaller,
    readonly postId: string,
  ) {
    super();
  }
}
