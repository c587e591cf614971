import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@earnwave/db';
import { PostsRepository } from '../infra/posts.repository';
import { requireAuthor } from '../post-access';
import { DeletePostCommand } from './delete-post.command';

/**
 * The author deletes a post. The row stays, marked deleted: its paid views are money on the
 * ledger and name it, and its file stays off the public path if it was paid or private.
 */
@CommandHandler(DeletePostCommand)
export class DeletePostHandler implements ICommandHandler<DeletePostCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostsRepository,
  ) {}

  async execute({ caller, postId }: DeletePostCommand) {
    await this.unitOfWork.run(async (manager) => {
      requireAuthor(caller, await this.posts.lockPostFor(manager, postId, caller.id));
      await this.posts.markDeleted(manager, postId);
    });
  }
}
