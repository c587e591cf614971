import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, CLOCK, type AppConfig } from '@earnwave/config';
import type { Clock } from '@earnwave/domain';
import { UnitOfWork } from '@earnwave/db';
import { UploadsRepository } from '../infra/uploads.repository';
import { dailyQuotaReached, UploadQuota } from '../upload-quota';
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
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly uploads: UploadsRepository,
    private readonly quota: UploadQuota,
  ) {}

  async execute({ uploader, upload }: StoreUploadCommand) {
    try {
      return await this.unitOfWork.run(async (manager) => {
        // One uploader's uploads are recorded one at a time: two at once cannot both take what is left of the day's quota.
        await this.uploads.lockUploader(manager, uploader.id);
        if (upload.size > (await this.quota.allowance(uploader, manager))) throw dailyQuotaReached(this.config);
        const relativePath = await upload.incoming.keep(upload.media.extension);
        const { kind: fileType, extension: formatType } = upload.media;
        // Recorded at the clock's time, the day the quota counts it in.
        const createdAt = this.clock.now();
        await this.uploads.insert(manager, {
          relativePath,
          ownerId: uploader.id,
          fileType,
          formatType,
          size: upload.size,
          createdAt,
        });
        return { relativePath, fileType, formatType };
      });
    } catch (error) {
      await upload.incoming.discard();
      throw error;
    }
  }
}
