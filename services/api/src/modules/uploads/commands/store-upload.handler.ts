import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { TASK_MSG, UPLOAD_KINDS, uploadTooLarge } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../../common/errors';
import { FileStorage } from '../../../common/storage/file-storage';
import { sniffMediaType } from '../../../common/storage/media-type';
import { uploadLimitBytes } from '../upload-limits';
import { StoreUploadCommand } from './store-upload.command';

/**
 * Stores a file a signed-in user uploaded: an image, a video or an audio file. What it is comes
 * from its bytes, never from its name or the type the browser claimed; each kind has its size
 * limit (UPLOAD_MAX_{IMAGE,AUDIO,VIDEO}_MB). The file gets a random name from the storage, and the
 * upload is recorded with its owner, so that tasks and posts can only name the caller's own
 * uploads, of the kinds each takes.
 */
@CommandHandler(StoreUploadCommand)
export class StoreUploadHandler implements ICommandHandler<StoreUploadCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, bytes }: StoreUploadCommand) {
    const media = sniffMediaType(bytes, UPLOAD_KINDS);
    if (!media) throw AppError.field(HttpStatus.BAD_REQUEST, 'file', TASK_MSG.fileType);
    if (bytes.length > uploadLimitBytes(this.config, media.kind)) {
      const message = uploadTooLarge(media.kind, this.config.uploadLimitsMb[media.kind]);
      throw AppError.field(HttpStatus.PAYLOAD_TOO_LARGE, 'file', message);
    }
    const relativePath = await this.storage.save(bytes, media.extension);
    await this.db.query(
      `INSERT INTO uploads (relative_path, owner_id, file_type, format_type, size) VALUES ($1, $2, $3, $4, $5)`,
      [relativePath, ownerId, media.kind, media.extension, bytes.length],
    );
    return { relativePath, fileType: media.kind, formatType: media.extension };
  }
}
