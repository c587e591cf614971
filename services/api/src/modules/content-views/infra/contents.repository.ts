import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UploadKind } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { consoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { ContentNotFound } from '@earnwave/domain';
import { readRecords, type ListSpec, type Page } from '../../../common/simple-rest/list-query';

type Row = Record<string, unknown>;

/** A content as the console lists it; `url` is where the file is served. */
export interface AdminContentRecord {
  id: string;
  type: UploadKind;
  filename: string;
  url: string;
  title: string;
  enabled: boolean;
  createdAt: string;
}

/** A content as the console shows it: the listed record and how many views were counted on it. */
export interface AdminContentDetail extends AdminContentRecord {
  views: number;
}

export const CONTENTS: ListSpec = {
  resource: 'contents',
  id: { sql: 'c.id', type: 'uuid' },
  sort: { createdAt: 'c.created_at', title: 'c.title', type: 'c.type', enabled: 'c.enabled' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    type: { type: 'equals', sql: 'c.type', values: ['image', 'video'] },
    enabled: { type: 'boolean', sql: 'c.enabled' },
    q: { type: 'search', sql: ['c.title', 'c.filename'] },
  },
};

/** The console's `contents` resource: the viewing content, disabled items too. */
export const CONTENT_RECORDS = consoleResource<AdminContentRecord, AdminContentDetail>(CONTENTS);

const SQL = { select: 'c.id, c.type, c.filename, c.title, c.enabled, c.created_at', from: 'contents c' };

/**
 * The content members view, as the console's `contents` resource reads and writes it; `url` is
 * where the file is served (`/{filename}`).
 */
@Injectable()
export class ContentsRepository implements RecordReader<AdminContentRecord, AdminContentDetail> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(content: {
    id: string;
    type: UploadKind;
    filename: string;
    title: string;
    enabled: boolean;
  }): Promise<void> {
    await this.db.query(`INSERT INTO contents (id, type, filename, title, enabled) VALUES ($1, $2, $3, $4, $5)`, [
      content.id,
      content.type,
      content.filename,
      content.title,
      content.enabled,
    ]);
  }

  /** Changes the title and whether it is shown (what is given); answers whether the content exists. */
  async update(id: string, changes: { title?: string; enabled?: boolean }): Promise<boolean> {
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE contents SET title = coalesce($2, title), enabled = coalesce($3, enabled) WHERE id = $1`,
      [id, changes.title ?? null, changes.enabled ?? null],
    );
    return updated > 0;
  }

  list(query: Record<string, unknown>): Promise<Page<AdminContentRecord>> {
    return readRecords(this.db.manager, CONTENTS, SQL, query, contentRecord);
  }

  /** The record with how many views were counted on it; 404 when there is none. */
  async one(id: string): Promise<AdminContentDetail> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${SQL.select}, (SELECT count(*)::int FROM content_views v WHERE v.content_id = c.id) AS views
       FROM ${SQL.from} WHERE c.id = $1`,
      [id],
    );
    if (!row) throw new ContentNotFound();
    return { ...contentRecord(row), views: row.views as number };
  }
}

function contentRecord(row: Row): AdminContentRecord {
  return {
    id: row.id as string,
    type: row.type as UploadKind,
    filename: row.filename as string,
    url: `/${row.filename as string}`,
    title: row.title as string,
    enabled: row.enabled as boolean,
    createdAt: (row.created_at as Date).toISOString(),
  };
}
