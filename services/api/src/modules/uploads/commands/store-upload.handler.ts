import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { DataSource } from 'typeorm';
import { dailyQuotaReached, uploadAllowance } from '../upload-quota';
import { StoreUploadCommand } from './store-upload.command';

/**
 * Keeps a file a signed-in user uploaded, which the UploadReceiver streamed to storage and checked
 * (its type from its bytes, never from its name or the type the browser claimed; its kind's size
 * limit): the file gets its random name, and the upload is recorded with its owner and size, so
 * that tasks and posts can only name the caller's own uploads, of the kinds each takes, and the
 * day's uploads count against the owner's quota. Anything refused or failed here removes the file.
 */
@CommandHandler(StoreUploadCommand)
export class StoreUploadHandler implements ICommandHandler<StoreUploadCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ uploader, upload }: StoreUploadCommand) {
    try {
      return await this.db.transaction(async (manager) => {
        // One uploader's uploads are recorded one at a time: two at once cannot both take what is left of the day's quota.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`uploads:${uploader.id}`]);
        if (upload.size > (await uploadAllowance(manager, uploader, this.config))) throw dailyQuotaReached(this.config);
        const relativePath = await upload.incoming.keep(upload.media.extension);
        await manager.query(
          `INSERT INTO uploads (relative_path, owner_id, file_type, format_type, size) VALUES ($1, $2, $3, $4, $5)`,
          [relativePath, uploader.id, upload.media.kind, upload.media.extension, upload.size],
        );
        return { relativePath, fileType: upload.media.kind, formatType: upload.media.extension };
      });
    } catch (error) {
      await upload.incoming.discard();
      throw error;
    }
  }
}
