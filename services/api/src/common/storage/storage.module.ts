import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

/** The file storage every module uploads through: local disk under `UPLOAD_DIR`. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadDir),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
