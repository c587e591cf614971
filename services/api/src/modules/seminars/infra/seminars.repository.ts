import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { UploadAccess } from '../../../common/storage/uploads.route';

export const SEMINAR_COLUMNS = `s.id, s.title, s.title_block, s.description_block, s.sort_order, s.created_at, s.updated_at,
  (SELECT count(*)::int FROM seminar_sections x WHERE x.seminar_id = s.id) AS section_count,
  (SELECT x.banner_image FROM seminar_sections x WHERE x.seminar_id = s.id AND x.banner_image IS NOT NULL
   ORDER BY x.sort_order, x.created_at, x.id LIMIT 1) AS cover_image`;

export const SECTION_COLUMNS = `x.id, x.seminar_id, x.title, x.description, x.banner_image, x.sort_order, x.created_at,
  x.updated_at, (SELECT count(*)::int FROM seminar_media m WHERE m.section_id = x.id) AS media_count`;

export const MEDIA_COLUMNS = `m.id, m.section_id, m.title, m.mime, m.path, m.required_level, m.sort_order, m.created_at,
  m.updated_at`;

const COMMENT_COLUMNS = `c.id, c.text, c.member_id, c.section_id, c.created_at, u.name AS member_name,
  p.image AS member_image`;
const COMMENT_FROM = `comments c JOIN users u ON u.id = c.member_id
  LEFT JOIN member_profiles p ON p.member_id = c.member_id`;

/** The order, and when a row was made and last changed: what every row of the three tables has. */
export interface OrderedRow {
  id: string;
  sort_order: number;
  created_at: Date;
  updated_at: Date;
}

/** A seminar (SEMINAR_COLUMNS): its texts, how many sections and the first section's banner. */
export interface SeminarRow extends OrderedRow {
  title: string;
  title_block: string;
  description_block: string;
  section_count: number;
  cover_image: string | null;
}

/** A section (SECTION_COLUMNS); `banner_image` is a stored path. */
export interface SectionRow extends OrderedRow {
  seminar_id: string;
  title: string;
  description: string;
  banner_image: string | null;
  media_count: number;
}

/** A medium (MEDIA_COLUMNS): its stored path and the level that opens it. */
export interface MediumRow extends OrderedRow {
  section_id: string;
  title: string;
  mime: string;
  path: string;
  required_level: string;
}

/** A comment with its author's name and picture. */
export interface CommentRow {
  id: string;
  text: string;
  member_id: string;
  section_id: string;
  created_at: Date;
  member_name: string;
  member_image: string | null;
}

/** The tables the console edits; a section and a medium hang under the row of the one before. */
export type SeminarTable = 'seminars' | 'seminar_sections' | 'seminar_media';

/** A column and the value it changes to. */
export type Changes = [column: string, value: unknown][];

/** A new row's order: the one given (`param`), else after the last of its parent's rows (`sameParent`). */
const orderOr = (param: string, table: SeminarTable, sameParent = 'TRUE') =>
  `coalesce(${param}, (SELECT max(sort_order) + 1 FROM ${table} WHERE ${sameParent}), 0)`;

/** Seminars, their sections, media and comments. */
@Injectable()
export class SeminarsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every seminar, in the administrator's order. */
  seminars(): Promise<SeminarRow[]> {
    return this.db.query(`SELECT ${SEMINAR_COLUMNS} FROM seminars s ORDER BY s.sort_order, s.created_at, s.id`);
  }

  async seminar(id: string): Promise<SeminarRow | undefined> {
    const [row]: SeminarRow[] = await this.db.query(`SELECT ${SEMINAR_COLUMNS} FROM seminars s WHERE s.id = $1`, [id]);
    return row;
  }

  sectionsOf(seminarId: string): Promise<SectionRow[]> {
    return this.db.query(
      `SELECT ${SECTION_COLUMNS} FROM seminar_sections x WHERE x.seminar_id = $1
       ORDER BY x.sort_order, x.created_at, x.id`,
      [seminarId],
    );
  }

  /** The section with its seminar's title. */
  async section(id: string): Promise<(SectionRow & { seminar_title: string }) | undefined> {
    const [row]: (SectionRow & { seminar_title: string })[] = await this.db.query(
      `SELECT ${SECTION_COLUMNS}, s.title AS seminar_title
       FROM seminar_sections x JOIN seminars s ON s.id = x.seminar_id WHERE x.id = $1`,
      [id],
    );
    return row;
  }

  mediaOf(sectionId: string): Promise<MediumRow[]> {
    return this.db.query(
      `SELECT ${MEDIA_COLUMNS} FROM seminar_media m WHERE m.section_id = $1 ORDER BY m.sort_order, m.created_at, m.id`,
      [sectionId],
    );
  }

  /** How many comments a section has, and whether the section exists. */
  async commentCount(sectionId: string): Promise<{ total: number; found: boolean }> {
    const [count]: { total: number; found: boolean }[] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM comments WHERE section_id = $1) AS total,
              EXISTS (SELECT 1 FROM seminar_sections WHERE id = $1) AS found`,
      [sectionId],
    );
    return count;
  }

  /** A page of a section's comments, newest first. */
  comments(sectionId: string, limit: number, offset: number): Promise<CommentRow[]> {
    return this.db.query(
      `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.section_id = $1
       ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [sectionId, limit, offset],
    );
  }

  async comment(id: string): Promise<CommentRow> {
    const [row]: CommentRow[] = await this.db.query(`SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.id = $1`, [
      id,
    ]);
    return row;
  }

  /** Writes the comment under the section; answers false (writing nothing) when there is no such section. */
  async insertComment(comment: { id: string; sectionId: string; memberId: string; text: string }): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO comments (id, section_id, member_id, text)
       SELECT $1, x.id, $3, $4 FROM seminar_sections x WHERE x.id = $2 RETURNING id`,
      [comment.id, comment.sectionId, comment.memberId, comment.text],
    );
    return inserted.length > 0;
  }

  /** Seminar media are opened by level: an upload that is one is never public. */
  async mediaAccess(relativePath: string): Promise<UploadAccess> {
    const [row]: { access: UploadAccess }[] = await this.db.query(
      `SELECT CASE WHEN EXISTS (SELECT 1 FROM seminar_media WHERE path = $1) THEN 'restricted' ELSE 'public' END AS access`,
      [relativePath],
    );
    return row.access;
  }

  async insertSeminar(seminar: {
    id: string;
    title: string;
    titleBlock: string;
    descriptionBlock: string;
    sortOrder: number | null;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO seminars (id, title, title_block, description_block, sort_order)
       VALUES ($1, $2, $3, $4, ${orderOr('$5', 'seminars')})`,
      [seminar.id, seminar.title, seminar.titleBlock, seminar.descriptionBlock, seminar.sortOrder],
    );
  }

  async insertSection(
    manager: EntityManager,
    section: {
      id: string;
      seminarId: string;
      title: string;
      description: string;
      bannerImage: string | null;
      sortOrder: number | null;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO seminar_sections (id, seminar_id, title, description, banner_image, sort_order)
       VALUES ($1, $2, $3, $4, $5, ${orderOr('$6', 'seminar_sections', 'seminar_id = $2')})`,
      [section.id, section.seminarId, section.title, section.description, section.bannerImage, section.sortOrder],
    );
  }

  async insertMedium(
    manager: EntityManager,
    medium: {
      id: string;
      sectionId: string;
      title: string;
      mime: string;
      path: string;
      requiredLevel: string;
      sortOrder: number | null;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO seminar_media (id, section_id, title, mime, path, required_level, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, ${orderOr('$7', 'seminar_media', 'section_id = $2')})`,
      [medium.id, medium.sectionId, medium.title, medium.mime, medium.path, medium.requiredLevel, medium.sortOrder],
    );
  }

  /** The medium's file and mime type as they are now; undefined when there is no such medium. */
  async mediumFile(manager: EntityManager, id: string): Promise<{ path: string; mime: string } | undefined> {
    const [current]: { path: string; mime: string }[] = await manager.query(
      `SELECT path, mime FROM seminar_media WHERE id = $1`,
      [id],
    );
    return current;
  }

  /** Sets the columns named (and updated_at); answers whether the row exists. */
  async update(table: SeminarTable, id: string, changes: Changes, manager = this.db.manager): Promise<boolean> {
    const assignments = changes.map(([column], index) => `${column} = $${index + 2}`);
    const [, updated]: [unknown[], number] = await manager.query(
      `UPDATE ${table} SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...changes.map(([, value]) => value)],
    );
    return updated > 0;
  }

  /** Deletes a row (and, for seminars and sections, what hangs under it); answers whether it existed. */
  async delete(table: SeminarTable, id: string): Promise<boolean> {
    const [, deleted]: [unknown[], number] = await this.db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    return deleted > 0;
  }

  /** Takes a share lock on the seminar or section a row goes under: it stays while the row is written. */
  async lockParent(manager: EntityManager, table: 'seminars' | 'seminar_sections', id: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR SHARE`, [id]);
    return rows.length > 0;
  }
}
