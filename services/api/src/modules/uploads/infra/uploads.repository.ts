import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UploadKind } from '@earnwave/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** An upload as it is recorded: the stored file's path, its owner, kind, format and size. */
export interface UploadRecord {
  relativePath: string;
  ownerId: string;
  fileType: UploadKind;
  formatType: string;
  size: number;
  createdAt: Date;
}

/** The uploads table: who uploaded which stored file, and how much each uploader sent a day. */
@Injectable()
export class UploadsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Holds the uploader's uploads back until this transaction ends: they are recorded one at a time. */
  async lockUploader(manager: EntityManager, uploaderId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`uploads:${uploaderId}`]);
  }

  /** The bytes the uploader's uploads recorded since the start of `now`'s UTC day add up to. */
  async bytesUploadedOn(uploaderId: string, now: Date, manager: EntityManager = this.db.manager): Promise<number> {
    const [{ used }]: { used: string }[] = await manager.query(
      `SELECT coalesce(sum(size), 0)::text AS used FROM uploads
       WHERE owner_id = $1 AND created_at >= date_trunc('day', $2::timestamptz, 'UTC')`,
      [uploaderId, now],
    );
    return Number(used);
  }

  async insert(manager: EntityManager, upload: UploadRecord): Promise<void> {
    await manager.query(
      `INSERT INTO uploads (relative_path, owner_id, file_type, format_type, size, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [upload.relativePath, upload.ownerId, upload.fileType, upload.formatType, upload.size, upload.createdAt],
    );
  }

  /** The upload stored at `relativePath`, with its owner; undefined when nothing was uploaded there. */
  async byPath(
    manager: EntityManager,
    relativePath: string,
  ): Promise<Pick<UploadRecord, 'relativePath' | 'ownerId' | 'fileType' | 'formatType'> | undefined> {
    const [row]: { relative_path: string; owner_id: string; file_type: UploadKind; format_type: string }[] =
      await manager.query(
        `SELECT relative_path, owner_id, file_type, format_type FROM uploads WHERE relative_path = $1`,
        [relativePath],
      );
    return (
      row && {
        relativePath: row.relative_path,
        ownerId: row.owner_id,
        fileType: row.file_type,
        formatType: row.format_type,
      }
    );
  }
}
