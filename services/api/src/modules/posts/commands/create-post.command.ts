import { Command } from '@nestjs/cqrs';
import type { CreatePostDto } from '../http/dto/post-form.dto';
import type { PostCaller } from '../post-access';

/** Answers the new post's id. */
export class CreatePostCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: PostCaller,
    readonly form: CreatePostDto,
  ) {
    super();
  }
}
