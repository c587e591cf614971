import { Body, Param, Post, Put } from '@nestjs/common';
import { MEDIA_RECORDS } from '../infra/admin-seminars.repository';
import { CreateMediaDto, UpdateMediaDto } from './dto/admin-seminar.dto';
import { MediaIdPipe } from './id-pipes';
import { SeminarRecords } from './seminar-records';

/**
 * The console's seminar media (filter `sectionId`): title, mime, path (an upload's relativePath,
 * from `POST /api/uploads`, or a shipped assets/... file), requiredLevel and sortOrder. A delete
 * answers the deleted record; the file itself stays stored (another row may name it).
 */
export class AdminSeminarMediaController extends SeminarRecords(MEDIA_RECORDS, 'seminar_media') {
  @Post()
  async create(@Body() body: CreateMediaDto) {
    return this.records.one(await this.commands.createMedia(body));
  }

  @Put(':id')
  async update(@Param('id', MediaIdPipe) id: string, @Body() body: UpdateMediaDto) {
    await this.commands.updateMedia(id, body);
    return this.records.one(id);
  }
}
