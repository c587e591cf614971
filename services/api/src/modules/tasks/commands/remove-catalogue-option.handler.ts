import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../common/errors';
import { CATALOGUE_MSG } from '../http/dto/catalogue-option.dto';
import { RemoveCatalogueOptionCommand, type TaskCatalogue } from './remove-catalogue-option.command';

/** Each catalogue's table and the assigned-price column that refers to it. */
const CATALOGUES: Record<TaskCatalogue, { table: string; usedBy: string; notFound: string }> = {
  'task-prices': { table: 'task_pricing_options', usedBy: 'task_pricing_id', notFound: CATALOGUE_MSG.priceNotFound },
  'cost-impressions': {
    table: 'impression_cost_options',
    usedBy: 'impression_id',
    notFound: CATALOGUE_MSG.impressionNotFound,
  },
};

/**
 * Removing a catalogue option: tasks' assigned prices refer to the option they copied, so an
 * option a task used is disabled (it leaves the dropdown; the tasks keep their copy) and only an
 * unused one is deleted. The option's row is locked first: a task being saved with it at that
 * moment holds a key-share lock on it until it commits, so it is waited for and counted here.
 */
@CommandHandler(RemoveCatalogueOptionCommand)
export class RemoveCatalogueOptionHandler implements ICommandHandler<RemoveCatalogueOptionCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ catalogue, id }: RemoveCatalogueOptionCommand) {
    const { table, usedBy, notFound } = CATALOGUES[catalogue];
    return this.db.transaction(async (manager) => {
      const [option]: unknown[] = await manager.query(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
      if (!option) throw new NotFound(notFound);
      const [{ used }]: { used: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM task_assigned_prices WHERE ${usedBy} = $1) AS used`,
        [id],
      );
      if (used) {
        await manager.query(`UPDATE ${table} SET enabled = false, updated_at = now() WHERE id = $1`, [id]);
        return { id, deleted: false };
      }
      await manager.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
      return { id, deleted: true };
    });
  }
}
