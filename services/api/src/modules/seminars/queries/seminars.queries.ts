import { Inject, Injectable } from '@nestjs/common';
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
import { UPLOADS_PREFIX } from '../../../common/storage/file-storage';
import { MediaLinks } from '../../../common/storage/media-links';
import { MembershipsService } from '../../memberships';
import { SeminarsRepository } from '../infra/seminars.repository';
import { commentView, fileUrl, mediaView, sectionView, seminarView } from '../seminar-answers';

export interface CommentPage {
  items: ReturnType<typeof commentView>[];
  pagination: Pagination;
}

/** What members read of seminars (spec 7, seminars): lists in the administrator's order. */
@Injectable()
export class SeminarsQueries {
  constructor(
    private readonly seminarRows: SeminarsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberships: MembershipsService,
    private readonly mediaLinks: MediaLinks,
  ) {}

  async seminars() {
    const rows = await this.seminarRows.seminars();
    return rows.map((row) => seminarView(row, this.config.webOrigin));
  }

  async seminar(id: string) {
    const row = await this.seminarRows.seminar(id);
    if (!row) throw new SeminarNotFound();
    return seminarView(row, this.config.webOrigin);
  }

  async sections(seminarId: string) {
    const rows = await this.seminarRows.sectionsOf(seminarId);
    if (!rows.length) await this.seminar(seminarId); // a seminar without sections, or none at all (404)
    return rows.map((row) => sectionView(row, this.config.webOrigin));
  }

  async section(id: string) {
    const row = await this.seminarRows.section(id);
    if (!row) throw new SeminarSectionNotFound();
    return { ...sectionView(row, this.config.webOrigin), seminarTitle: row.seminar_title };
  }

  /** The section's media in order, each with whether the reader's level opens it (a path only then). */
  async media(sectionId: string, reader: UserEntity) {
    const rows = await this.seminarRows.mediaOf(sectionId);
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
    const current = await this.memberships.current(reader.id);
    return current && !current.expired ? current.level.slug : null;
  }

  /** A section's comments, newest first, with their authors' names. */
  async comments(sectionId: string, page: number, limit: number): Promise<CommentPage> {
    const { total, found } = await this.seminarRows.commentCount(sectionId);
    if (!found) throw new SeminarSectionNotFound();
    const rows = total ? await this.seminarRows.comments(sectionId, limit, (page - 1) * limit) : [];
    return {
      items: rows.map(commentView),
      pagination: pagination(page, limit, total),
    };
  }

  async comment(id: string) {
    return commentView(await this.seminarRows.comment(id));
  }
}
