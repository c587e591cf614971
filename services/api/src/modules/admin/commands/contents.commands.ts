import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError, NotFound } from '../../../common/errors';
import { FileStorage } from '../../../common/storage/file-storage';
import { sniffMediaType } from '../../../common/storage/media-type';
import { ADMIN_MSG } from '../admin-messages';
import type { UpdateContentDto, UploadContentDto } from '../http/dto/content.dto';

/** The file multer kept in memory (Nest's default storage). */
export interface UploadedMedia {
  buffer: Buffer;
  originalname: string;
  size: number;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** Adding viewing content (the file checked by its bytes, stored under a random name) and editing it. */
@Injectable()
export class ContentsCommands {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async upload(file: UploadedMedia | undefined, fields: UploadContentDto) {
    if (!file?.size) throw AppError.field(HttpStatus.BAD_REQUEST, 'file', ADMIN_MSG.fileRequired);
    const type = sniffMediaType(file.buffer);
    if (!type) throw AppError.field(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'file', ADMIN_MSG.fileType);
    if (file.size > (type.kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES)) {
      throw AppError.field(HttpStatus.PAYLOAD_TOO_LARGE, 'file', ADMIN_MSG.fileTooLarge);
    }
    const filename = await this.storage.save(file.buffer, type.extension);
    const id = randomUUID();
    const title = fields.title || file.originalname.replace(/\.[^.]*$/, '').slice(0, 120);
    await this.db.query(`INSERT INTO contents (id, type, filename, title, enabled) VALUES ($1, $2, $3, $4, $5)`, [
      id,
      type.kind,
      filename,
      title,
      fields.enabled ?? true,
    ]);
    return id;
  }

  async update(id: string, changes: UpdateContentDto): Promise<void> {
    if (changes.title === undefined && changes.enabled === undefined) {
      throw AppError.field(HttpStatus.BAD_REQUEST, 'general', ADMIN_MSG.emptyUpdate);
    }
    const [, updated]: [unknown[], number] = await this.db.query(
      `UPDATE contents SET title = coalesce($2, title), enabled = coalesce($3, enabled) WHERE id = $1`,
      [id, changes.title ?? null, changes.enabled ?? null],
    );
    if (!updated) throw new NotFound(ADMIN_MSG.contentNotFound);
  }
}
