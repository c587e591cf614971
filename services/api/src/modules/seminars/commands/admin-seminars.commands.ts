import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { UnitOfWork } from '@earnwave/db';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  BannerNotImage,
  MimeNotOfFile,
  NothingToChange,
  SeminarMediumNotFound,
  SeminarNotFound,
  SeminarParentUnknown,
  SeminarSectionNotFound,
  type DomainError,
} from '@earnwave/domain';
import { UploadsService } from '../../uploads';
import type {
  CreateMediaDto,
  CreateSectionDto,
  CreateSeminarDto,
  UpdateMediaDto,
  UpdateSectionDto,
  UpdateSeminarDto,
} from '../http/dto/admin-seminar.dto';
import { SeminarsRepository, type Changes, type SeminarTable } from '../infra/seminars.repository';
import { kindOfStoredFile, mimeFits, storedPathOf } from './media-files';

const given = <T>(value: T | undefined): value is T => value !== undefined;

/** What a row of each table that does not exist is refused with. */
const NOT_FOUND: Record<SeminarTable, new () => DomainError> = {
  seminars: SeminarNotFound,
  seminar_sections: SeminarSectionNotFound,
  seminar_media: SeminarMediumNotFound,
};

/**
 * The console's changes to seminars, sections and media. Files are referred to by their stored
 * path and checked where they live (an upload of this platform or a shipped asset), with the
 * mime type checked against the file's kind. A new row without an order goes after the last of
 * its parent. Deleting a seminar or a section deletes what hangs under it (the database cascades).
 */
@Injectable()
export class AdminSeminarsCommands {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seminars: SeminarsRepository,
    private readonly uploads: UploadsService,
  ) {}

  async createSeminar(body: CreateSeminarDto): Promise<string> {
    const id = randomUUID();
    await this.seminars.insertSeminar({
      id,
      title: body.title,
      titleBlock: body.titleBlock ?? '',
      descriptionBlock: body.descriptionBlock ?? '',
      sortOrder: body.sortOrder ?? null,
    });
    return id;
  }

  async updateSeminar(id: string, body: UpdateSeminarDto): Promise<void> {
    await this.update('seminars', id, [
      ['title', body.title],
      ['title_block', body.titleBlock],
      ['description_block', body.descriptionBlock],
      ['sort_order', body.sortOrder],
    ]);
  }

  async createSection(body: CreateSectionDto): Promise<string> {
    return this.unitOfWork.run(async (manager) => {
      await this.requireParent(manager, 'seminar', body.seminarId);
      const banner = await this.bannerOf(manager, body.bannerImage);
      const id = randomUUID();
      await this.seminars.insertSection(manager, {
        id,
        seminarId: body.seminarId,
        title: body.title,
        description: body.description ?? '',
        bannerImage: banner ?? null,
        sortOrder: body.sortOrder ?? null,
      });
      return id;
    });
  }

  async updateSection(id: string, body: UpdateSectionDto): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      if (given(body.seminarId)) await this.requireParent(manager, 'seminar', body.seminarId);
      await this.update(
        'seminar_sections',
        id,
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
    return this.unitOfWork.run(async (manager) => {
      await this.requireParent(manager, 'section', body.sectionId);
      const path = await this.mediaPathOf(manager, body.path, body.mime);
      const id = randomUUID();
      await this.seminars.insertMedium(manager, {
        id,
        sectionId: body.sectionId,
        title: body.title,
        mime: body.mime,
        path,
        requiredLevel: body.requiredLevel ?? 'bronze',
        sortOrder: body.sortOrder ?? null,
      });
      return id;
    });
  }

  async updateMedia(id: string, body: UpdateMediaDto): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      if (given(body.sectionId)) await this.requireParent(manager, 'section', body.sectionId);
      let path: string | undefined;
      if (given(body.path) || given(body.mime)) {
        // A new file or a new mime type: the pair must fit, whichever of the two stays as it was.
        const current = await this.seminars.mediumFile(manager, id);
        if (!current) throw new SeminarMediumNotFound();
        path = await this.mediaPathOf(manager, body.path ?? current.path, body.mime ?? current.mime);
      }
      await this.update(
        'seminar_media',
        id,
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
  async remove(table: SeminarTable, id: string) {
    if (!(await this.seminars.delete(table, id))) throw new NOT_FOUND[table]();
  }

  /** Changes only the fields the request names (at least one). */
  private async update(table: SeminarTable, id: string, changes: Changes, manager?: EntityManager) {
    const set = changes.filter(([, value]) => value !== undefined);
    if (!set.length) throw new NothingToChange('seminar');
    if (!(await this.seminars.update(table, id, set, manager))) throw new NOT_FOUND[table]();
  }

  /** The seminar or section a row is put under must exist, and stays while the row is written. */
  private async requireParent(manager: EntityManager, parent: keyof typeof PARENT_TABLES, id: string): Promise<void> {
    if (!(await this.seminars.lockParent(manager, PARENT_TABLES[parent], id))) throw new SeminarParentUnknown(parent);
  }

  /** What kind of file an upload's path names, for kindOfStoredFile. */
  private uploadedKind(manager: EntityManager) {
    return (path: string) => this.uploads.kindOf(manager, path);
  }

  /** The banner's stored path (null removes it; undefined leaves it); it must be an image. */
  private async bannerOf(manager: EntityManager, value: string | null | undefined) {
    if (value === undefined || value === null) return value;
    const path = storedPathOf(value, this.config.webOrigin);
    const kind = await kindOfStoredFile(this.uploadedKind(manager), path, 'bannerImage');
    if (kind !== 'image') throw new BannerNotImage();
    return path;
  }

  private async mediaPathOf(manager: EntityManager, value: string, mime: string): Promise<string> {
    const path = storedPathOf(value, this.config.webOrigin);
    const kind = await kindOfStoredFile(this.uploadedKind(manager), path, 'path');
    if (!mimeFits(mime, kind)) throw new MimeNotOfFile(kind);
    return path;
  }
}

const PARENT_TABLES = { seminar: 'seminars', section: 'seminar_sections' } as const;
