import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OptionEntity } from '@earnwave/db';
import { DataSource, type EntityManager } from 'typeorm';

/** The stored settings, and when each was last saved. */
@Injectable()
export class OptionsRepository {
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
}
