import { Command } from '@nestjs/cqrs';
import type { PostCaller } from '../post-access';

export class DeletePostCommand extends Command<void> {
  constructor(
    readonly caller: PostCaller,
    readonly postId: string,
  ) {
    super();
  }
}
