import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UpdatePostCommand } from './update-post.command';
import { lockOwnPost, PostFiles } from './post-file';

/**
 * The author changes any of a post's fields. A new price applies to later buyers only: whoever
 * paid keeps the post, whatever it costs now.
 */
@CommandHandler(UpdatePostCommand)
export class UpdatePostHandler implements ICommandHandler<UpdatePostCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: PostFiles,
  ) {}

  async execute({ caller, postId, changes }: UpdatePostCommand) {
    await this.db.transaction(async (manager) => {
      await lockOwnPost(manager, caller, postId);
      const reference = changes.postRelativePath ?? changes.postFilePath;
      const file = reference ? await this.files.ownFile(manager, caller.id, reference) : undefined;
      await manager.query(
        `UPDATE user_posts SET
           title = coalesce($2, title),
           description = coalesce($3, description),
           post_relative_path = coalesce($4, post_relative_path),
           post_file_type = coalesce($5, post_file_type),
           cost_view = coalesce($6::bigint, cost_view),
           target_view = coalesce($7::int, target_view),
           is_private = coalesce($8::boolean, is_private),
           updated_at = now()
         WHERE id = $1`,
        [
          postId,
          changes.title ?? null,
          changes.description ?? null,
          file?.relativePath ?? null,
          file?.fileType ?? null,
          changes.costView?.toString() ?? null,
          changes.targetView ?? null,
          changes.isPrivate ?? null,
        ],
      );
    });
  }
}
