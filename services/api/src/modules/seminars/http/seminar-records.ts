import { Delete, Inject, Param } from '@nestjs/common';
import { ConsoleRecords, type ConsoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { AdminSeminarsCommands } from '../commands/admin-seminars.commands';
import type { SeminarTable } from '../infra/seminars.repository';
import { MediaIdPipe, SectionIdPipe, SeminarIdPipe } from './id-pipes';

/** Each table's id pipe. */
const ID_PIPES = {
  seminars: SeminarIdPipe,
  seminar_sections: SectionIdPipe,
  seminar_media: MediaIdPipe,
} satisfies Record<SeminarTable, unknown>;

/**
 * A seminar resource of the console (seminars, their sections, the sections' media): its list and
 * record, and `DELETE {id}`, which deletes the row with what hangs under it and answers the record
 * as it was. Each controller adds its create and update, whose bodies are its own.
 */
export function SeminarRecords<R>(resource: ConsoleResource<RecordReader<R, R>>, table: SeminarTable) {
  const idPipe = ID_PIPES[table];
  class SeminarRecordRoutes extends ConsoleRecords(resource, idPipe) {
    @Inject(AdminSeminarsCommands) readonly commands!: AdminSeminarsCommands;

    @Delete(':id')
    async remove(@Param('id', idPipe) id: string): Promise<R> {
      const record = await this.records.one(id);
      await this.commands.remove(table, id);
      return record;
    }
  }
  return SeminarRecordRoutes;
}
