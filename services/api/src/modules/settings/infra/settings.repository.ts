import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OptionEntity } from '@earnwave/db';
import { DataSource, type EntityManager } from 'typeorm';
import { parseListQuery, readPage, type ListSpec, type Page } from '../../../common/simple-rest/list-query';

/** The console's `options` resource: a record per setting, by its key. */
export const SETTINGS: ListSpec = {
  resource: 'options',
  id: { sql: 'o.option_key', type: 'text' },
  sort: { updatedAt: 'o.updated_at' },
  defaultSort: ['id', 'ASC'],
  filters: { q: { type: 'search', sql: ['o.option_key'] } },
};

/** The stored settings, and when each was last saved. */
@Injectable()
export class SettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Read through `manager` inside a transaction: a second pooled connection could wait for the first. */
  option(key: string, manager: EntityManager = this.db.manager): Promise<OptionEntity | null> {
    return manager.getRepository(OptionEntity).findOneBy({ optionKey: key });
  }

  /** When the setting was last saved; none when it never was. */
  async updatedAt(key: string): Promise<Date | undefined> {
    const [row]: { updated_at: Date }[] = await this.db.query(`SELECT updated_at FROM options WHERE option_key = $1`, [
      key,
    ]);
    return row?.updated_at;
  }

  /** A page of the stored settings' keys as the console asks it, of the keys it edits only. */
  async keysPage(query: Record<string, unknown>, keys: readonly string[]): Promise<Page<string>> {
    const list = parseListQuery(query, SETTINGS);
    list.params.push(keys);
    const page = await readPage<{ option_key: string }>(
      this.db.manager,
      { ...list, where: `${list.where} AND o.option_key = ANY($${list.params.length}::text[])` },
      { select: 'o.option_key', from: 'options o' },
    );
    return { ...page, rows: page.rows.map((row) => row.option_key) };
  }
}
