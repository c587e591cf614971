import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { MEMBERSHIP_LEVEL_SLUGS, SEMINAR_MSG } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { readRecord, readRecords, type ListSpec, type Page } from '../../../common/simple-rest/list-query';
import { fileUrl } from '../seminar-views';
import { MEDIA_COLUMNS, SECTION_COLUMNS, SEMINAR_COLUMNS } from '../infra/seminars.repository';

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value as Date).toISOString();

/** What every record of the three has: its id and title, its place in its parent's order, when it was made and changed. */
const commonFields = (row: Row): Row => ({
  id: row.id,
  title: row.title,
  sortOrder: row.sort_order,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const SEMINARS: ListSpec = {
  resource: 'seminars',
  id: { sql: 's.id', type: 'uuid' },
  sort: { title: 's.title', sortOrder: 's.sort_order', createdAt: 's.created_at', updatedAt: 's.updated_at' },
  defaultSort: ['sortOrder', 'ASC'],
  filters: { q: { type: 'search', sql: ['s.title', 's.title_block'] } },
};

export const SECTIONS: ListSpec = {
  resource: 'seminar-sections',
  id: { sql: 'x.id', type: 'uuid' },
  sort: { title: 'x.title', sortOrder: 'x.sort_order', createdAt: 'x.created_at', seminarId: 'x.seminar_id' },
  defaultSort: ['sortOrder', 'ASC'],
  filters: { seminarId: { type: 'uuid', sql: 'x.seminar_id' }, q: { type: 'search', sql: ['x.title'] } },
};

export const MEDIA: ListSpec = {
  resource: 'seminar-media',
  id: { sql: 'm.id', type: 'uuid' },
  sort: {
    title: 'm.title',
    sortOrder: 'm.sort_order',
    createdAt: 'm.created_at',
    requiredLevel: `array_position(ARRAY[${MEMBERSHIP_LEVEL_SLUGS.map((slug) => `'${slug}'`).join(', ')}]::text[], m.required_level::text)`,
    mime: 'm.mime',
    sectionId: 'm.section_id',
  },
  defaultSort: ['sortOrder', 'ASC'],
  filters: {
    sectionId: { type: 'uuid', sql: 'm.section_id' },
    requiredLevel: { type: 'equals', sql: 'm.required_level', values: MEMBERSHIP_LEVEL_SLUGS },
    q: { type: 'search', sql: ['m.title', 'm.path'] },
  },
};

const SEMINAR_SQL = { select: SEMINAR_COLUMNS, from: 'seminars s' };
const SECTION_SQL = { select: SECTION_COLUMNS, from: 'seminar_sections x' };
const MEDIA_SQL = { select: MEDIA_COLUMNS, from: 'seminar_media m' };

/** The console's seminars, sections and media (ra-data-simple-rest): bare records with `id`. */
@Injectable()
export class AdminSeminarsQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  seminars(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, SEMINARS, SEMINAR_SQL, query, seminarRecord);
  }

  seminar(id: string): Promise<Row> {
    return readRecord(this.db.manager, SEMINARS, SEMINAR_SQL, id, seminarRecord, SEMINAR_MSG.seminarNotFound);
  }

  sections(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, SECTIONS, SECTION_SQL, query, (row) => this.sectionRecord(row));
  }

  section(id: string): Promise<Row> {
    return readRecord(
      this.db.manager,
      SECTIONS,
      SECTION_SQL,
      id,
      (row) => this.sectionRecord(row),
      SEMINAR_MSG.sectionNotFound,
    );
  }

  media(query: Record<string, unknown>): Promise<Page<Row>> {
    return readRecords(this.db.manager, MEDIA, MEDIA_SQL, query, (row) => this.mediaRecord(row));
  }

  medium(id: string): Promise<Row> {
    return readRecord(this.db.manager, MEDIA, MEDIA_SQL, id, (row) => this.mediaRecord(row), SEMINAR_MSG.mediaNotFound);
  }

  private sectionRecord(row: Row): Row {
    const banner = row.banner_image as string | null;
    return {
      ...commonFields(row),
      seminarId: row.seminar_id,
      description: row.description,
      bannerImage: banner,
      bannerImageUrl: fileUrl(banner, this.config.webOrigin),
      mediaCount: row.media_count,
    };
  }

  /** A medium with the address of its file (`url`) beside its stored path. */
  private mediaRecord(row: Row): Row {
    const path = row.path as string;
    return {
      ...commonFields(row),
      sectionId: row.section_id,
      mime: row.mime,
      path,
      requiredLevel: row.required_level,
      url: fileUrl(path, this.config.webOrigin),
    };
  }
}

function seminarRecord(row: Row): Row {
  return {
    ...commonFields(row),
    titleBlock: row.title_block,
    descriptionBlock: row.description_block,
    sectionCount: row.section_count,
  };
}
