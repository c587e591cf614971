import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommentAsYourselfOnly, SeminarSectionNotFound } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { SeminarsRepository } from '../infra/seminars.repository';
import { PostCommentCommand } from './post-comment.command';

/**
 * A member comments on a section, in their own name only: the body's memberId must be the caller
 * (spec 7 sends it; it never lets anyone write as someone else). The text is stored as the member
 * wrote it, trimmed: plain text that clients show escaped, never HTML.
 */
@CommandHandler(PostCommentCommand)
export class PostCommentHandler implements ICommandHandler<PostCommentCommand> {
  constructor(private readonly seminars: SeminarsRepository) {}

  async execute({ caller, memberId, sectionId, text }: PostCommentCommand): Promise<string> {
    if (memberId !== caller.id) throw new CommentAsYourselfOnly();
    const id = randomUUID();
    const inserted = await this.seminars.insertComment({ id, sectionId, memberId: caller.id, text });
    if (!inserted) throw new SeminarSectionNotFound();
    return id;
  }
}
