import { Body, Param, Post, Put } from '@nestjs/common';
import { SEMINAR_RECORDS } from '../infra/admin-seminars.repository';
import { CreateSeminarDto, UpdateSeminarDto } from './dto/admin-seminar.dto';
import { SeminarIdPipe } from './id-pipes';
import { SeminarRecords } from './seminar-records';

/**
 * The console's seminars (ra-data-simple-rest): list, show, create, update, delete (with its
 * sections, their media and comments; answers the deleted record).
 */
export class AdminSeminarsController extends SeminarRecords(SEMINAR_RECORDS, 'seminars') {
  @Post()
  async create(@Body() body: CreateSeminarDto) {
    return this.records.one(await this.commands.createSeminar(body));
  }

  @Put(':id')
  async update(@Param('id', SeminarIdPipe) id: string, @Body() body: UpdateSeminarDto) {
    await this.commands.updateSeminar(id, body);
    return this.records.one(id);
  }
}
