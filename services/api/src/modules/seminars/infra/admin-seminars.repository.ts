import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { MEMBERSHIP_LEVEL_SLUGS, type MembershipLevelSlug } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { SeminarMediumNotFound, SeminarNotFound, SeminarSectionNotFound } from '@earnwave/domain';
import type { ListSpec } from '../../../common/simple-rest/list-query';
import { consoleResource, sqlRecords } from '../../../common/simple-rest/console-records';
import { fileUrl } from '../seminar-answers';
import { MEDIA_COLUMNS, SECTION_COLUMNS, SEMINAR_COLUMNS } from './seminars.repository';

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value as Date).toISOString();

/** What every record of the three has: its id and title, its place in its parent's order, when it was made and changed. */
interface SeminarRecordFields {
  id: string;
  title: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** A seminar as the console edits it, with how many sections it has. */
export interface AdminSeminarRecord extends SeminarRecordFields {
  titleBlock: string;
  descriptionBlock: string;
  sectionCount: number;
}

/** A seminar's section as the console edits it: its banner's stored path and address, how many media it has. */
export interface AdminSeminarSectionRecord extends SeminarRecordFields {
  seminarId: string;
  description: string;
  bannerImage: string | null;
  bannerImageUrl: string | null;
  mediaCount: number;
}

/** A section's medium as the console edits it: the address of its file (`url`) beside its stored path. */
export interface AdminSeminarMediumRecord extends SeminarRecordFields {
  sectionId: string;
  mime: string;
  path: string;
  requiredLevel: MembershipLevelSlug;
  url: string | null;
}

const commonFields = (row: Row): SeminarRecordFields => ({
  id: row.id as string,
  title: row.title as string,
  sortOrder: row.sort_order as number,
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

export const SEMINAR_RECORDS = consoleResource<AdminSeminarRecord>(SEMINARS);
export const SECTION_RECORDS = consoleResource<AdminSeminarSectionRecord>(SECTIONS);
export const MEDIA_RECORDS = consoleResource<AdminSeminarMediumRecord>(MEDIA);

/** The console's seminars, sections and media (ra-data-simple-rest): bare records with `id`. */
@Injectable()
export class AdminSeminarsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  readonly seminars = sqlRecords(this.db.manager, SEMINARS, SEMINAR_SQL, seminarRecord, () => new SeminarNotFound());

  readonly sections = sqlRecords(
    this.db.manager,
    SECTIONS,
    SECTION_SQL,
    (row) => this.sectionRecord(row),
    () => new SeminarSectionNotFound(),
  );

  readonly media = sqlRecords(
    this.db.manager,
    MEDIA,
    MEDIA_SQL,
    (row) => this.mediaRecord(row),
    () => new SeminarMediumNotFound(),
  );

  private sectionRecord(row: Row): AdminSeminarSectionRecord {
    const banner = row.banner_image as string | null;
    return {
      ...commonFields(row),
      seminarId: row.seminar_id as string,
      description: row.description as string,
      bannerImage: banner,
      bannerImageUrl: fileUrl(banner, this.config.webOrigin),
      mediaCount: row.media_count as number,
    };
  }

  /** A medium with the address of its file (`url`) beside its stored path. */
  private mediaRecord(row: Row): AdminSeminarMediumRecord {
    const path = row.path as string;
    return {
      ...commonFields(row),
      sectionId: row.section_id as string,
      mime: row.mime as string,
      path,
      requiredLevel: row.required_level as MembershipLevelSlug,
      url: fileUrl(path, this.config.webOrigin),
    };
  }
}

function seminarRecord(row: Row): AdminSeminarRecord {
  return {
    ...commonFields(row),
    titleBlock: row.title_block as string,
    descriptionBlock: row.description_block as string,
    sectionCount: row.section_count as number,
  };
}
