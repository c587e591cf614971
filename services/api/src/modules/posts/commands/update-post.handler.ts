import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PostsRepository } from '../infra/posts.repository';
import { requireAuthor } from '../post-rows';
import { PostFiles } from './post-file';
import { UpdatePostCommand } from './update-post.command';

/**
 * The author changes any of a post's fields. A new price applies to later buyers only: whoever
 * paid keeps the post, whatever it costs now.
 */
@CommandHandler(UpdatePostCommand)
export class UpdatePostHandler implements ICommandHandler<UpdatePostCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: PostFiles,
    private readonly posts: PostsRepository,
  ) {}

  async execute({ caller, postId, changes }: UpdatePostCommand) {
    await this.db.transaction(async (manager) => {
      requireAuthor(caller, await this.posts.lockPostFor(manager, postId, caller.id));
      const reference = changes.postRelativePath ?? changes.postFilePath;
      const file = reference ? await this.files.ownFile(manager, caller.id, reference) : undefined;
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
