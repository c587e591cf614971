import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { POST_MSG } from '@earnwave/contracts';
import { addNotifications } from '@earnwave/db';
import { PostAlreadyHidden, PostNotFound, PostNotHidden } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { ModeratePostCommand } from './moderate-post.command';

/**
 * Hiding is a compare-and-set: a post is hidden once (a second hide answers 409) and shown again
 * once. A hidden post leaves every feed and answers 404 to everyone but its author (who sees it
 * marked, with the reason) and administrators; its file leaves the public path. The author is
 * told, in the same transaction.
 */
@CommandHandler(ModeratePostCommand)
export class ModeratePostHandler implements ICommandHandler<ModeratePostCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ adminId, postId, action, reason }: ModeratePostCommand) {
    await this.db.transaction(async (manager) => {
      // An UPDATE answers [rows, count].
      const [[changed]]: [{ member_id: string; title: string }[], number] =
        action === 'hide'
          ? await manager.query(
              `UPDATE user_posts SET hidden_at = now(), hidden_reason = $2, hidden_by = $3, updated_at = now()
               WHERE id = $1 AND deleted_at IS NULL AND hidden_at IS NULL
               RETURNING member_id, title`,
              [postId, reason, adminId],
            )
          : await manager.query(
              `UPDATE user_posts SET hidden_at = NULL, hidden_reason = NULL, hidden_by = NULL, updated_at = now()
               WHERE id = $1 AND deleted_at IS NULL AND hidden_at IS NOT NULL
               RETURNING member_id, title`,
              [postId],
            );
      if (!changed) {
        const [exists] = await manager.query(`SELECT 1 FROM user_posts WHERE id = $1 AND deleted_at IS NULL`, [postId]);
        if (!exists) throw new PostNotFound();
        throw action === 'hide' ? new PostAlreadyHidden() : new PostNotHidden();
      }
      if (action === 'hide') {
        await addNotifications(manager, [
          {
            memberId: changed.member_id,
            type: 'post_hidden',
            title: POST_MSG.hiddenNoticeTitle,
            body: POST_MSG.hiddenNotice(changed.title, reason ?? ''),
          },
        ]);
      }
    });
  }
}
