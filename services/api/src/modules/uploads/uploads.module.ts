import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import type { DataSource } from 'typeorm';
import { FileStorage } from '../../common/storage/file-storage';
import { StorageModule } from '../../common/storage/storage.module';
import { StoreUploadHandler } from './commands/store-upload.handler';
import { UploadsController } from './http/uploads.controller';
import { UploadReceiver } from './upload-receiver';
import { UploadsService } from './uploads.service';

/**
 * Files users upload (task images and proofs, post media: images, videos, audio): streamed to
 * FileStorage and checked on the way by the UploadReceiver (multer's storage engine here), then
 * kept and recorded by the StoreUploadHandler.
 */
@Module({
  imports: [
    StorageModule,
    MulterModule.registerAsync({
      inject: [FileStorage, APP_CONFIG, getDataSourceToken()],
      useFactory: (storage: FileStorage, config: AppConfig, db: DataSource) => ({
        storage: new UploadReceiver(storage, config, db),
        // One file; no other part carries anything the route reads.
        limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      }),
    }),
  ],
  controllers: [UploadsController],
  providers: [StoreUploadHandler, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
