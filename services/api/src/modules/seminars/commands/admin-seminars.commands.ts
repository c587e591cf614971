import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { SEMINAR_MSG } from '@earnwave/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, NotFound } from '../../../common/errors';
import type {
  CreateMediaDto,
  CreateSectionDto,
  CreateSeminarDto,
  UpdateMediaDto,
  UpdateSectionDto,
  UpdateSeminarDto,
} from '../http/dto/admin-seminar.dto';
import { kindOfStoredFile, mimeFits, storedPathOf } from './media-files';

/** A column and the value it changes to; only fields the request names are changed. */
type Changes = [column: string, value: unknown][];

const given = <T>(value: T | undefined): value is T => value !== undefined;

/** A new row's order: the one given (`param`), else after the last of its parent's rows (`sameParent`). */
const orderOr = (param: string, table: string, sameParent = 'TRUE') =>
  `coalesce(${param}, (SELECT max(sort_order) + 1 FROM ${table} WHERE ${sameParent}), 0)`;

/**
 * The console's changes to seminars, sections and media. Files are referred to by their stored
 * path and checked where they live (an upload of this platform or a shipped asset), with the
 * mime type checked against the file's kind. A new row without an order goes after the last of
 * its parent. Deleting a seminar or a section deletes what hangs under it (the database cascades).
 */
@Injectable()
export class AdminSeminarsCommands {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createSeminar(body: CreateSeminarDto): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO seminars (id, title, title_block, description_block, sort_order)
       VALUES ($1, $2, $3, $4, ${orderOr('$5', 'seminars')})`,
      [id, body.title, body.titleBlock ?? '', body.descriptionBlock ?? '', body.sortOrder ?? null],
    );
    return id;
  }

  async updateSeminar(id: string, body: UpdateSeminarDto): Promise<void> {
    await this.update('seminars', id, SEMINAR_MSG.seminarNotFound, [
      ['title', body.title],
      ['title_block', body.titleBlock],
      ['description_block', body.descriptionBlock],
      ['sort_order', body.sortOrder],
    ]);
  }

  async createSection(body: CreateSectionDto): Promise<string> {
    return this.db.transaction(async (manager) => {
      await requireParent(manager, 'seminar', body.seminarId);
      const banner = await this.bannerOf(manager, body.bannerImage);
      const id = randomUUID();
      await manager.query(
        `INSERT INTO seminar_sections (id, seminar_id, title, description, banner_image, sort_order)
         VALUES ($1, $2, $3, $4, $5, ${orderOr('$6', 'seminar_sections', 'seminar_id = $2')})`,
        [id, body.seminarId, body.title, body.description ?? '', banner ?? null, body.sortOrder ?? null],
      );
      return id;
    });
  }

  async updateSection(id: string, body: UpdateSectionDto): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (given(body.seminarId)) await requireParent(manager, 'seminar', body.seminarId);
      await this.update(
        'seminar_sections',
        id,
        SEMINAR_MSG.sectionNotFound,
        [
          ['seminar_id', body.seminarId],
          ['title', body.title],
          ['description', body.description],
          ['banner_image', await this.bannerOf(manager, body.bannerImage)],
          ['sort_order', body.sortOrder],
        ],
        manager,
      );
    });
  }

  async createMedia(body: CreateMediaDto): Promise<string> {
    return this.db.transaction(async (manager) => {
      await requireParent(manager, 'section', body.sectionId);
      const path = await this.mediaPathOf(manager, body.path, body.mime);
      const id = randomUUID();
      await manager.query(
        `INSERT INTO seminar_media (id, section_id, title, mime, path, required_level, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, ${orderOr('$7', 'seminar_media', 'section_id = $2')})`,
        [id, body.sectionId, body.title, body.mime, path, body.requiredLevel ?? 'bronze', body.sortOrder ?? null],
      );
      return id;
    });
  }

  async updateMedia(id: string, body: UpdateMediaDto): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (given(body.sectionId)) await requireParent(manager, 'section', body.sectionId);
      let path: string | undefined;
      if (given(body.path) || given(body.mime)) {
        // A new file or a new mime type: the pair must fit, whichever of the two stays as it was.
        const [current]: { path: string; mime: string }[] = await manager.query(
          `SELECT path, mime FROM seminar_media WHERE id = $1`,
          [id],
        );
        if (!current) throw new NotFound(SEMINAR_MSG.mediaNotFound);
        path = await this.mediaPathOf(manager, body.path ?? current.path, body.mime ?? current.mime);
      }
      await this.update(
        'seminar_media',
        id,
        SEMINAR_MSG.mediaNotFound,
        [
          ['section_id', body.sectionId],
          ['title', body.title],
          ['mime', body.mime],
          ['path', given(body.path) ? path : undefined],
          ['required_level', body.requiredLevel],
          ['sort_order', body.sortOrder],
        ],
        manager,
      );
    });
  }

  /** Deletes a row (and, for seminars and sections, what hangs under it); answers whether it existed. */
  async remove(table: 'seminars' | 'seminar_sections' | 'seminar_media', id: string, notFound: string) {
    const [, deleted]: [unknown[], number] = await this.db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    if (!deleted) throw new NotFound(notFound);
  }

  private async update(table: string, id: string, notFound: string, changes: Changes, manager?: EntityManager) {
    const set = changes.filter(([, value]) => value !== undefined);
    if (!set.length) throw AppError.field(HttpStatus.BAD_REQUEST, 'general', SEMINAR_MSG.emptyUpdate);
    const assignments = set.map(([column], index) => `${column} = $${index + 2}`);
    const [, updated]: [unknown[], number] = await (manager ?? this.db.manager).query(
      `UPDATE ${table} SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...set.map(([, value]) => value)],
    );
    if (!updated) throw new NotFound(notFound);
  }

  /** The banner's stored path (null removes it; undefined leaves it); it must be an image. */
  private async bannerOf(manager: EntityManager, value: string | null | undefined) {
    if (value === undefined || value === null) return value;
    const path = storedPathOf(value, this.config.webOrigin);
    const kind = await kindOfStoredFile(manager, path, 'bannerImage');
    if (kind !== 'image') throw AppError.field(HttpStatus.BAD_REQUEST, 'bannerImage', SEMINAR_MSG.bannerNotImage);
    return path;
  }

  private async mediaPathOf(manager: EntityManager, value: string, mime: string): Promise<string> {
    const path = storedPathOf(value, this.config.webOrigin);
    const kind = await kindOfStoredFile(manager, path, 'path');
    if (!mimeFits(mime, kind)) {
      throw AppError.field(HttpStatus.BAD_REQUEST, 'mime', `${SEMINAR_MSG.mimeMismatch} ${kind}.`);
    }
    return path;
  }
}

const PARENTS = {
  seminar: { table: 'seminars', param: 'seminarId', message: SEMINAR_MSG.seminarIdInvalid },
  section: { table: 'seminar_sections', param: 'sectionId', message: SEMINAR_MSG.sectionIdRequired },
} as const;

/** The seminar or section a row is put under must exist, and stays while the row is written. */
async function requireParent(manager: EntityManager, parent: keyof typeof PARENTS, id: string): Promise<void> {
  const { table, param, message } = PARENTS[parent];
  const rows: unknown[] = await manager.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR SHARE`, [id]);
  if (!rows.length) throw AppError.field(HttpStatus.BAD_REQUEST, param, message);
}
