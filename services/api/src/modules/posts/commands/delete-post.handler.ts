import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeletePostCommand } from './delete-post.command';
import { lockOwnPost } from './post-file';

/**
 * The author deletes a post. The row stays, marked deleted: its paid views are money on the
 * ledger and name it, and its file stays off the public path if it was paid or private.
 */
@CommandHandler(DeletePostCommand)
export class DeletePostHandler implements ICommandHandler<DeletePostCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, postId }: DeletePostCommand) {
    await this.db.transaction(async (manager) => {
      await lockOwnPost(manager, caller, postId);
      await manager.query(`UPDATE user_posts SET deleted_at = now(), updated_at = now() WHERE id = $1`, [postId]);
    });
  }
}
