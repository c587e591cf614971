import {
  Body,
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireCapability } from '../../../common/auth/access.decorators';
import { ContentNotFound } from '@earnwave/domain';
import { UploadRefusals, type ReceivedUpload } from '../../uploads';
import { ContentsCommands } from '../commands/contents.commands';
import { CONTENTS } from '../infra/contents.repository';
import { AdminContentsQueries } from '../queries/admin-contents.queries';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { UpdateContentDto, UploadContentDto } from './dto/content.dto';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new ContentNotFound() });

/**
 * Viewing content: the images and videos members view. New files come as multipart (`file`,
 * optional `title` and `enabled`); nothing is deleted (views refer to it): it is disabled instead.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/contents')
export class AdminContentsController {
  constructor(
    private readonly queries: AdminContentsQueries,
    private readonly commands: ContentsCommands,
  ) {}

  @Get()
  @ApiListQuery(CONTENTS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.list(query);
    return sendPage(res, 'contents', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', IdPipe) id: string) {
    return this.queries.content(id);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  // The body below refers to the fields' schema, which nothing else would put in the document.
  @ApiExtraModels(UploadContentDto)
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(UploadContentDto) },
        { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
      ],
    },
  })
  // The bytes stream to storage through ContentViewsModule's UploadReceiver (contentsUploadPolicy).
  @UseInterceptors(UploadRefusals, FileInterceptor('file'))
  async upload(@UploadedFile() file: ReceivedUpload | undefined, @Body() fields: UploadContentDto) {
    return this.queries.content(await this.commands.upload(file, fields));
  }

  @Put(':id')
  async update(@Param('id', IdPipe) id: string, @Body() body: UpdateContentDto) {
    await this.commands.update(id, body);
    return this.queries.content(id);
  }
}
