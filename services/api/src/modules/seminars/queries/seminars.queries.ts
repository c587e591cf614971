import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  hasCapability,
  MEMBERSHIP_LEVEL_SLUGS,
  pagination,
  type MembershipLevelSlug,
  type Pagination,
} from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { SeminarNotFound, SeminarSectionNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { UPLOADS_PREFIX } from '../../../common/storage/file-storage';
import { MediaLinks } from '../../../common/storage/media-links';
import { MembershipsService } from '../../memberships';
import { commentView, fileUrl, mediaView, sectionView, seminarView } from '../seminar-views';

type Row = Record<string, unknown>;

export const SEMINAR_COLUMNS = `s.id, s.title, s.title_block, s.description_block, s.sort_order, s.created_at, s.updated_at,
  (SELECT count(*)::int FROM seminar_sections x WHERE x.seminar_id = s.id) AS section_count,
  (SELECT x.banner_image FROM seminar_sections x WHERE x.seminar_id = s.id AND x.banner_image IS NOT NULL
   ORDER BY x.sort_order, x.created_at, x.id LIMIT 1) AS cover_image`;

export const SECTION_COLUMNS = `x.id, x.seminar_id, x.title, x.description, x.banner_image, x.sort_order, x.created_at,
  x.updated_at, (SELECT count(*)::int FROM seminar_media m WHERE m.section_id = x.id) AS media_count`;

export const MEDIA_COLUMNS = `m.id, m.section_id, m.title, m.mime, m.path, m.required_level, m.sort_order, m.created_at,
  m.updated_at`;

export const COMMENT_COLUMNS = `c.id, c.text, c.member_id, c.section_id, c.created_at, u.name AS member_name,
  p.image AS member_image`;
export const COMMENT_FROM = `comments c JOIN users u ON u.id = c.member_id
  LEFT JOIN member_profiles p ON p.member_id = c.member_id`;

export interface CommentPage {
  items: ReturnType<typeof commentView>[];
  pagination: Pagination;
}

/** What members read of seminars (spec 7, seminars): lists in the administrator's order. */
@Injectable()
export class SeminarsQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberships: MembershipsService,
    private readonly mediaLinks: MediaLinks,
  ) {}

  async seminars() {
    const rows: Row[] = await this.db.query(
      `SELECT ${SEMINAR_COLUMNS} FROM seminars s ORDER BY s.sort_order, s.created_at, s.id`,
    );
    return rows.map((row) => seminarView(row, this.config.webOrigin));
  }

  async seminar(id: string) {
    const [row]: Row[] = await this.db.query(`SELECT ${SEMINAR_COLUMNS} FROM seminars s WHERE s.id = $1`, [id]);
    if (!row) throw new SeminarNotFound();
    return seminarView(row, this.config.webOrigin);
  }

  async sections(seminarId: string) {
    const rows: Row[] = await this.db.query(
      `SELECT ${SECTION_COLUMNS} FROM seminar_sections x WHERE x.seminar_id = $1
       ORDER BY x.sort_order, x.created_at, x.id`,
      [seminarId],
    );
    if (!rows.length) await this.seminar(seminarId); // a seminar without sections, or none at all (404)
    return rows.map((row) => sectionView(row, this.config.webOrigin));
  }

  async section(id: string) {
    const [row]: Row[] = await this.db.query(
      `SELECT ${SECTION_COLUMNS}, s.title AS seminar_title
       FROM seminar_sections x JOIN seminars s ON s.id = x.seminar_id WHERE x.id = $1`,
      [id],
    );
    if (!row) throw new SeminarSectionNotFound();
    return { ...sectionView(row, this.config.webOrigin), seminarTitle: row.seminar_title as string };
  }

  /** The section's media in order, each with whether the reader's level opens it (a path only then). */
  async media(sectionId: string, reader: UserEntity) {
    const rows: Row[] = await this.db.query(
      `SELECT ${MEDIA_COLUMNS} FROM seminar_media m WHERE m.section_id = $1 ORDER BY m.sort_order, m.created_at, m.id`,
      [sectionId],
    );
    if (!rows.length) await this.section(sectionId);
    const level = rows.length ? await this.readerLevel(reader) : null;
    return rows.map((row) => mediaView(row, level, (path) => this.linkOf(path)));
  }

  /**
   * Where a reader who may open a medium loads it: an upload through a short-lived signed link of
   * the authorised media route (common/storage/media-links), so that the link lapses once the
   * reader's level no longer opens it; a shipped demo asset at its public path.
   */
  private linkOf(path: string): string {
    return path.startsWith(`${UPLOADS_PREFIX}/`) ? this.mediaLinks.link(path) : fileUrl(path, this.config.webOrigin)!;
  }

  /**
   * The level media access is judged by: the member's unexpired membership's (none after expiry,
   * or before the first activation). Administrators, who hold no membership, open every medium:
   * they manage these files.
   */
  async readerLevel(reader: UserEntity): Promise<MembershipLevelSlug | null> {
    if (hasCapability(reader.role, 'oversee')) return MEMBERSHIP_LEVEL_SLUGS[MEMBERSHIP_LEVEL_SLUGS.length - 1];
    const current = await this.memberships.currentLevel(this.db.manager, reader.id);
    return current && !current.expired ? current.level.slug : null;
  }

  /** A section's comments, newest first, with their authors' names. */
  async comments(sectionId: string, page: number, limit: number): Promise<CommentPage> {
    const [{ total, found }]: { total: number; found: boolean }[] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM comments WHERE section_id = $1) AS total,
              EXISTS (SELECT 1 FROM seminar_sections WHERE id = $1) AS found`,
      [sectionId],
    );
    if (!found) throw new SeminarSectionNotFound();
    const rows: Row[] = total
      ? await this.db.query(
          `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.section_id = $1
           ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
          [sectionId, limit, (page - 1) * limit],
        )
      : [];
    return {
      items: rows.map(commentView),
      pagination: pagination(page, limit, total),
    };
  }

  async comment(id: string) {
    const [row]: Row[] = await this.db.query(`SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE c.id = $1`, [id]);
    return commentView(row);
  }
}
