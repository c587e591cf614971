import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../common/errors';
import { CONTENT_MSG } from '../content-messages';
import { readRecords, type ListSpec, type Page } from '../../../common/simple-rest/list-query';

type Row = Record<string, unknown>;

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

const SQL = { select: 'c.id, c.type, c.filename, c.title, c.enabled, c.created_at', from: 'contents c' };

/** The images and videos members view; `url` is where the file is served (`/{filename}`). */
@Injectable()
export class ContentsQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, CONTENTS, SQL, query, contentRecord);
  }

  async byId(id: string): Promise<Row> {
    const [row]: Row[] = await this.db.query(
      `SELECT ${SQL.select}, (SELECT count(*)::int FROM content_views v WHERE v.content_id = c.id) AS views
       FROM ${SQL.from} WHERE c.id = $1`,
      [id],
    );
    if (!row) throw new NotFound(CONTENT_MSG.contentNotFound);
    return { ...contentRecord(row), views: row.views };
  }
}

function contentRecord(row: Row): Row {
  return {
    id: row.id,
    type: row.type,
    filename: row.filename,
    url: `/${row.filename as string}`,
    title: row.title,
    enabled: row.enabled,
    createdAt: (row.created_at as Date).toISOString(),
  };
}
