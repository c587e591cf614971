import { Command } from '@nestjs/cqrs';

/** An administrator hides a post (with the reason its author reads) or shows it again. */
export class ModeratePostCommand extends Command<void> {
  constructor(
    readonly adminId: string,
    readonly postId: string,
    readonly action: 'hide' | 'unhide',
    readonly reason?: string,
  ) {
    super();
  }
}
