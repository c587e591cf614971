import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UploadAccess } from './uploads.route';

/** Runs a module's upload access rule: its SQL answers one row, the access of the file at `$1`. */
@Injectable()
export class UploadAccessRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async accessOf(sql: string, relativePath: string): Promise<UploadAccess> {
    const [row]: { access: UploadAccess }[] = await this.db.query(sql, [relativePath]);
    return row.access;
  }
}
