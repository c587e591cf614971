import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { AdminSeminarsCommands } from '../commands/admin-seminars.commands';
import { SECTIONS } from '../infra/admin-seminars.repository';
import { AdminSeminarsQueries } from '../queries/admin-seminars.queries';
import { CreateSectionDto, UpdateSectionDto } from './dto/admin-seminar.dto';
import { SectionIdPipe } from './id-pipes';

/** The console's seminar sections (filter `seminarId`): list, show, create, update, delete. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/seminar-sections')
export class AdminSeminarSectionsController {
  constructor(
    private readonly queries: AdminSeminarsQueries,
    private readonly commands: AdminSeminarsCommands,
  ) {}

  @Get()
  @ApiListQuery(SECTIONS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.sections(query);
    return sendPage(res, 'seminar-sections', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', SectionIdPipe) id: string) {
    return this.queries.section(id);
  }

  @Post()
  async create(@Body() body: CreateSectionDto) {
    return this.queries.section(await this.commands.createSection(body));
  }

  @Put(':id')
  async update(@Param('id', SectionIdPipe) id: string, @Body() body: UpdateSectionDto) {
    await this.commands.updateSection(id, body);
    return this.queries.section(id);
  }

  /** Deletes the section with its media and comments; answers the deleted record. */
  @Delete(':id')
  async remove(@Param('id', SectionIdPipe) id: string) {
    const record = await this.queries.section(id);
    await this.commands.remove('seminar_sections', id);
    return record;
  }
}
