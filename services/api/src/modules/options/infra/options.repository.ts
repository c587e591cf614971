import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What the console shows of the settings beside their values. */
@Injectable()
export class OptionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** When the setting was last saved; none when it never was. */
  async updatedAt(key: string): Promise<Date | undefined> {
    const [row]: { updated_at: Date }[] = await this.db.query(`SELECT updated_at FROM options WHERE option_key = $1`, [
      key,
    ]);
    return row?.updated_at;
  }
}
