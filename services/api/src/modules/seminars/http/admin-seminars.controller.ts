import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { AdminSeminarsCommands } from '../commands/admin-seminars.commands';
import { SEMINARS } from '../infra/admin-seminars.repository';
import { AdminSeminarsQueries } from '../queries/admin-seminars.queries';
import { CreateSeminarDto, UpdateSeminarDto } from './dto/admin-seminar.dto';
import { SeminarIdPipe } from './id-pipes';

/** The console's seminars (ra-data-simple-rest): list, show, create, update, delete. */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/seminars')
export class AdminSeminarsController {
  constructor(
    private readonly queries: AdminSeminarsQueries,
    private readonly commands: AdminSeminarsCommands,
  ) {}

  @Get()
  @ApiListQuery(SEMINARS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.seminars(query);
    return sendPage(res, 'seminars', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', SeminarIdPipe) id: string) {
    return this.queries.seminar(id);
  }

  @Post()
  async create(@Body() body: CreateSeminarDto) {
    return this.queries.seminar(await this.commands.createSeminar(body));
  }

  @Put(':id')
  async update(@Param('id', SeminarIdPipe) id: string, @Body() body: UpdateSeminarDto) {
    await this.commands.updateSeminar(id, body);
    return this.queries.seminar(id);
  }

  /** Deletes the seminar with its sections, their media and comments; answers the deleted record. */
  @Delete(':id')
  async remove(@Param('id', SeminarIdPipe) id: string) {
    const record = await this.queries.seminar(id);
    await this.commands.remove('seminars', id);
    return record;
  }
}
