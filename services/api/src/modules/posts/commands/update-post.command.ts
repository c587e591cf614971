import { Command } from '@nestjs/cqrs';
import type { UpdatePostDto } from '../http/dto/post-form.dto';
import type { PostCaller } from '../post-access';

export class UpdatePostCommand extends Command<void> {
  constructor(
    readonly caller: PostCaller,
    readonly postId: string,
    readonly changes: UpdatePostDto,
  ) {
    super();
  }
}
