import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CommentAsYourselfOnly, SeminarSectionNotFound } from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PostCommentCommand } from './post-comment.command';

/**
 * A member comments on a section, in their own name only: the body's memberId must be the caller
 * (spec 7 sends it; it never lets anyone write as someone else). The text is stored as the member
 * wrote it, trimmed: plain text that clients show escaped, never HTML.
 */
@CommandHandler(PostCommentCommand)
export class PostCommentHandler implements ICommandHandler<PostCommentCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, memberId, sectionId, text }: PostCommentCommand): Promise<string> {
    if (memberId !== caller.id) throw new CommentAsYourselfOnly();
    const id = randomUUID();
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO comments (id, section_id, member_id, text)
       SELECT $1, x.id, $3, $4 FROM seminar_sections x WHERE x.id = $2 RETURNING id`,
      [id, sectionId, caller.id, text],
    );
    if (!inserted.length) throw new SeminarSectionNotFound();
    return id;
  }
}
