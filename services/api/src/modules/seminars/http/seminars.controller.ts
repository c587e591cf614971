import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import { SEMINAR_MSG } from '@earnwave/contracts';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { PostCommentCommand } from '../commands/post-comment.command';
import { SeminarsQueries } from '../queries/seminars.queries';
import { CommentListQuery, PostCommentDto } from './dto/comment.dto';
import { SectionIdPipe, SeminarIdPipe } from './id-pipes';
import { SeminarReaderGuard } from './seminar-reader.guard';

/**
 * Spec 7, seminars: the list, a seminar and its sections, a section with its media (locked ones
 * without a path), and its comments. For members of the dashboard (and administrators).
 */
@ApiTags('seminars')
@ApiBearerAuth()
@RequireCapability('member')
@UseGuards(SeminarReaderGuard)
@Controller()
export class SeminarsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: SeminarsQueries,
  ) {}

  @Get('seminars')
  async list() {
    return ok(await this.queries.seminars(), SEMINAR_MSG.listed);
  }

  @Get('seminars/:id')
  async details(@Param('id', SeminarIdPipe) id: string) {
    return ok(await this.queries.seminar(id), SEMINAR_MSG.details);
  }

  @Get('seminars/:id/sections')
  async sections(@Param('id', SeminarIdPipe) id: string) {
    return ok(await this.queries.sections(id), SEMINAR_MSG.sections);
  }

  @Get('seminar-sections/:id')
  async section(@Param('id', SectionIdPipe) id: string) {
    return ok(await this.queries.section(id), SEMINAR_MSG.section);
  }

  @Get('seminar-sections/:id/media')
  async media(@Caller() caller: UserEntity, @Param('id', SectionIdPipe) id: string) {
    return ok(await this.queries.media(id, caller), SEMINAR_MSG.media);
  }

  /** Newest first: `data.items` and `data.pagination` (ARCHITECTURE.md, paged lists the spec leaves open). */
  @Get('comments/:sectionId')
  async comments(@Param('sectionId', SectionIdPipe) sectionId: string, @Query() query: CommentListQuery) {
    return ok(await this.queries.comments(sectionId, query.page, query.limit), SEMINAR_MSG.comments);
  }

  @Post('comments')
  async comment(@Caller() caller: UserEntity, @Body() body: PostCommentDto) {
    const id = await this.commands.execute(new PostCommentCommand(caller, body.memberId, body.sectionId, body.text));
    return ok(await this.queries.comment(id), SEMINAR_MSG.commented);
  }
}
