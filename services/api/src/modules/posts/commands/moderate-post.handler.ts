import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { POST_MSG } from '@earnwave/contracts';
import { addNotifications, UnitOfWork } from '@earnwave/db';
import { PostAlreadyHidden, PostNotFound, PostNotHidden } from '@earnwave/domain';
import { PostsRepository } from '../infra/posts.repository';
import { ModeratePostCommand } from './moderate-post.command';

/**
 * Hiding is a compare-and-set: a post is hidden once (a second hide answers 409) and shown again
 * once. A hidden post leaves every feed and answers 404 to everyone but its author (who sees it
 * marked, with the reason) and administrators; its file leaves the public path. The author is
 * told, in the same transaction.
 */
@CommandHandler(ModeratePostCommand)
export class ModeratePostHandler implements ICommandHandler<ModeratePostCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostsRepository,
  ) {}

  async execute({ adminId, postId, action, reason }: ModeratePostCommand) {
    await this.unitOfWork.run(async (manager) => {
      const changed =
        action === 'hide'
          ? await this.posts.hide(manager, postId, reason, adminId)
          : await this.posts.unhide(manager, postId);
      if (!changed) {
        if (!(await this.posts.exists(manager, postId))) throw new PostNotFound();
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
