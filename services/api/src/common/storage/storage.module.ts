import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { MediaLinks } from './media-links';
import { UploadAccessRepository } from './upload-access.repository';
import { PublicUploadPolicy } from './uploads.route';

/**
 * The file storage every module uploads through (local disk under `UPLOAD_DIR`), and the signed
 * links of the authorised media route, and the rules that keep restricted files off the public path.
 */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const storage = new LocalDiskStorage(config.uploadDir);
        await storage.removeAbandoned();
        return storage;
      },
    },
    MediaLinks,
    PublicUploadPolicy,
    UploadAccessRepository,
  ],
  exports: [FileStorage, MediaLinks, PublicUploadPolicy, UploadAccessRepository],
})
export class StorageModule {}
