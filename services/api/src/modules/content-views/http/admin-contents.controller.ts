import { Injectable, Body, Param, ParseUUIDPipe, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { ContentNotFound } from '@earnwave/domain';
import { UploadRefusals, type ReceivedUpload } from '../../uploads';
import { ContentsCommands } from '../commands/contents.commands';
import { CONTENT_RECORDS } from '../infra/contents.repository';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { UpdateContentDto, UploadContentDto } from './dto/content.dto';

const IdPipe = new ParseUUIDPipe({ exceptionFactory: () => new ContentNotFound() });

/**
 * Viewing content: the images and videos members view. New files come as multipart (`file`,
 * optional `title` and `enabled`); nothing is deleted (views refer to it): it is disabled instead.
 */
@Injectable()
export class AdminContentsController extends ConsoleRecords(CONTENT_RECORDS, IdPipe) {
  constructor(private readonly commands: ContentsCommands) {
    super();
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
    return this.records.one(await this.commands.upload(file, fields));
  }

  @Put(':id')
  async update(@Param('id', IdPipe) id: string, @Body() body: UpdateContentDto) {
    await this.commands.update(id, body);
    return this.records.one(id);
  }
}
