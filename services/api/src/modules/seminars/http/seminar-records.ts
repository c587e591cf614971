import { Delete, Inject, Param } from '@nestjs/common';
import { SEMINAR_MSG } from '@earnwave/contracts';
import { ConsoleRecords, type ConsoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { AdminSeminarsCommands } from '../commands/admin-seminars.commands';
import type { SeminarTable } from '../infra/seminars.repository';
import { MediaIdPipe, SectionIdPipe, SeminarIdPipe } from './id-pipes';

/** Each table's id pipe, and the 404's text of a delete that found nothing. */
const TABLES = {
  seminars: { idPipe: SeminarIdPipe, notFound: SEMINAR_MSG.seminarNotFound },
  seminar_sections: { idPipe: SectionIdPipe, notFound: SEMINAR_MSG.sectionNotFound },
  seminar_media: { idPipe: MediaIdPipe, notFound: SEMINAR_MSG.mediaNotFound },
} satisfies Record<SeminarTable, unknown>;

/**
 * A seminar resource of the console (seminars, their sections, the sections' media): its list and
 * record, and `DELETE {id}`, which deletes the row with what hangs under it and answers the record
 * as it was. Each controller adds its create and update, whose bodies are its own.
 */
export function SeminarRecords<R>(resource: ConsoleResource<RecordReader<R, R>>, table: SeminarTable) {
  const { idPipe, notFound } = TABLES[table];
  class SeminarRecordRoutes extends ConsoleRecords(resource, idPipe) {
    @Inject(AdminSeminarsCommands) readonly commands!: AdminSeminarsCommands;

    @Delete(':id')
    async remove(@Param('id', idPipe) id: string): Promise<R> {
      const record = await this.records.one(id);
      await this.commands.remove(table, id, notFound);
      return record;
    }
  }
  return SeminarRecordRoutes;
}
