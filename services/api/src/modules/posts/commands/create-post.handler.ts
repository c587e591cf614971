import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hasCapability } from '@earnwave/contracts';
import { AdminDoesNotPost, PostFileRequired } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '@earnwave/db';
import { PostsRepository } from '../infra/posts.repository';
import { CreatePostCommand } from './create-post.command';
import { PostFiles } from './post-file';

/**
 * A member posts one of their uploads with a title, a description and, optionally, a price per
 * viewer (costView) and a target of views. Administrators do not post: they never earn.
 */
@CommandHandler(CreatePostCommand)
export class CreatePostHandler implements ICommandHandler<CreatePostCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly files: PostFiles,
    private readonly posts: PostsRepository,
  ) {}

  async execute({ caller, form }: CreatePostCommand) {
    if (!hasCapability(caller.role, 'walletHolder')) throw new AdminDoesNotPost();
    const reference = form.postRelativePath ?? form.postFilePath;
    if (!reference) throw new PostFileRequired();
    return this.unitOfWork.run(async (manager) => {
      const file = await this.files.ownFile(manager, caller.id, reference);
      const id = randomUUID();
      await this.posts.insert(manager, {
        id,
        memberId: caller.id,
        title: form.title,
        description: form.description ?? '',
        relativePath: file.relativePath,
        fileType: file.fileType,
        costView: form.costView ?? 0n,
        targetView: form.targetView ?? 0,
        isPrivate: form.isPrivate ?? false,
      });
      return { id };
    });
  }
}
