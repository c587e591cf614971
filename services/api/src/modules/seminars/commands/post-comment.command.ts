import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

/** Answers the new comment's id. */
export class PostCommentCommand extends Command<string> {
  constructor(
    readonly caller: UserEntity,
    readonly memberId: string,
    readonly sectionId: string,
    readonly text: string,
  ) {
    super();
  }
}
