import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { TASK_MSG, UPLOAD_LIMIT_BYTES } from '@earnwave/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../../common/errors';
import { FileStorage } from '../../../common/storage/file-storage';
import { sniffMediaType } from '../../../common/storage/media-type';
import { StoreUploadCommand } from './store-upload.command';

/**
 * Stores a file a signed-in user uploaded. What it is comes from its bytes, never from its name
 * or the type the browser claimed; each kind has its size limit. The file gets a random name from
 * the storage, and the upload is recorded with its owner, so that a task's images and proofs can
 * only name the caller's own uploads.
 */
@CommandHandler(StoreUploadCommand)
export class StoreUploadHandler implements ICommandHandler<StoreUploadCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
  ) {}

  async execute({ ownerId, bytes }: StoreUploadCommand) {
    const media = sniffMediaType(bytes);
    if (!media) throw AppError.field(HttpStatus.BAD_REQUEST, 'file', TASK_MSG.fileType);
    if (bytes.length > UPLOAD_LIMIT_BYTES[media.kind]) {
      const message = media.kind === 'image' ? TASK_MSG.imageTooLarge : TASK_MSG.videoTooLarge;
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
