import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { AdminSeminarsCommands } from '../commands/admin-seminars.commands';
import { MEDIA } from '../infra/admin-seminars.repository';
import { AdminSeminarsQueries } from '../queries/admin-seminars.queries';
import { CreateMediaDto, UpdateMediaDto } from './dto/admin-seminar.dto';
import { MediaIdPipe } from './id-pipes';

/**
 * The console's seminar media (filter `sectionId`): title, mime, path (an upload's relativePath,
 * from `POST /api/uploads`, or a shipped assets/... file), requiredLevel and sortOrder.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/seminar-media')
export class AdminSeminarMediaController {
  constructor(
    private readonly queries: AdminSeminarsQueries,
    private readonly commands: AdminSeminarsCommands,
  ) {}

  @Get()
  @ApiListQuery(MEDIA)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.media(query);
    return sendPage(res, 'seminar-media', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', MediaIdPipe) id: string) {
    return this.queries.medium(id);
  }

  @Post()
  async create(@Body() body: CreateMediaDto) {
    return this.queries.medium(await this.commands.createMedia(body));
  }

  @Put(':id')
  async update(@Param('id', MediaIdPipe) id: string, @Body() body: UpdateMediaDto) {
    await this.commands.updateMedia(id, body);
    return this.queries.medium(id);
  }

  /** Answers the deleted record; the file itself stays stored (another row may name it). */
  @Delete(':id')
  async remove(@Param('id', MediaIdPipe) id: string) {
    const record = await this.queries.medium(id);
    await this.commands.remove('seminar_media', id);
    return record;
  }
}
