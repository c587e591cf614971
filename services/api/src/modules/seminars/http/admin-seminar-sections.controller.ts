import { Body, Param, Post, Put } from '@nestjs/common';
import { SECTION_RECORDS } from '../infra/admin-seminars.repository';
import { CreateSectionDto, UpdateSectionDto } from './dto/admin-seminar.dto';
import { SectionIdPipe } from './id-pipes';
import { SeminarRecords } from './seminar-records';

/**
 * The console's seminar sections (filter `seminarId`): list, show, create, update, delete (with
 * its media and comments; answers the deleted record).
 */
export class AdminSeminarSectionsController extends SeminarRecords(SECTION_RECORDS, 'seminar_sections') {
  @Post()
  async create(@Body() body: CreateSectionDto) {
    return this.records.one(await this.commands.createSection(body));
  }

  @Put(':id')
  async update(@Param('id', SectionIdPipe) id: string, @Body() body: UpdateSectionDto) {
    await this.commands.updateSection(id, body);
    return this.records.one(id);
  }
}
