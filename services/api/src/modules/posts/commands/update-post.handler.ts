import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@earnwave/db';
import { PostFileFixedOnceSold } from '@earnwave/domain';
import { PostsRepository } from '../infra/posts.repository';
import { requireAuthor } from '../post-access';
import { PostFiles } from './post-file';
import { UpdatePostCommand } from './update-post.command';

/**
 * The author changes any of a post's fields. A new price applies to later buyers only: whoever
 * paid keeps the post, whatever it costs now. Once someone paid to view it, its file is what they
 * bought: another file is refused (409, `postRelativePath`; the author makes a new post), while
 * the same file sent again with the form's other fields is fine. The post's row lock orders this
 * against a purchase, which holds the row FOR KEY SHARE (PostsRepository.holdForPurchase): no
 * purchase commits between this check and the change.
 */
@CommandHandler(UpdatePostCommand)
export class UpdatePostHandler implements ICommandHandler<UpdatePostCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly files: PostFiles,
    private readonly posts: PostsRepository,
  ) {}

  async execute({ caller, postId, changes }: UpdatePostCommand) {
    await this.unitOfWork.run(async (manager) => {
      const post = requireAuthor(caller, await this.posts.lockPostFor(manager, postId, caller.id));
      const reference = changes.postRelativePath ?? changes.postFilePath;
      const file = reference ? await this.files.ownFile(manager, caller.id, reference) : undefined;
      if (file && file.relativePath !== post.post_relative_path && (await this.posts.wasSold(manager, postId))) {
        throw new PostFileFixedOnceSold();
      }
      await this.posts.update(manager, postId, {
        title: changes.title,
        description: changes.description,
        relativePath: file?.relativePath,
        fileType: file?.fileType,
        costView: changes.costView,
        targetView: changes.targetView,
        isPrivate: changes.isPrivate,
      });
    });
  }
}
