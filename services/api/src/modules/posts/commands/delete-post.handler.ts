import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
    @InjectDataSource() private readonly db: DataSource,
    private readonly posts: PostsRepository,
  ) {}

  async execute({ caller, postId }: DeletePostCommand) {
    await this.db.transaction(async (manager) => {
      requireAuthor(caller, await this.posts.lockPostFor(manager, postId, caller.id));
      await this.posts.markDeleted(manager, postId);
    });
  }
}
