import { Module } from '@nestjs/common';
import { MultipartModule } from '@nestjs/platform-fastify/multipart';
import { getDataSourceToken } from '@nestjs/typeorm';
import { APP_CONFIG, CLOCK, type AppConfig } from '@earnwave/config';
import { UploadOwnership } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import type { DataSource } from 'typeorm';
import { FileStorage } from '../../common/storage/file-storage';
import { StorageModule } from '../../common/storage/storage.module';
import { StoreUploadHandler } from './commands/store-upload.handler';
import { UploadsController } from './http/uploads.controller';
import { UploadsRepository } from './infra/uploads.repository';
import { UploadQuota } from './upload-quota';
import { UploadReceiver, uploadsPolicy, type UploadPolicy } from './upload-receiver';
import { UploadsService } from './uploads.service';

/**
 * Files users upload (task images and proofs, post media: images, videos, audio): streamed to
 * FileStorage and checked on the way by the UploadReceiver (the upload interceptor's storage engine here), then
 * kept and recorded by the StoreUploadHandler.
 */
@Module({
  imports: [StorageModule, streamedUploads(uploadsPolicy)],
  controllers: [UploadsController],
  providers: [
    StoreUploadHandler,
    UploadsService,
    { provide: UploadOwnership, useExisting: UploadsService },
    UploadsRepository,
    UploadQuota,
  ],
  exports: [UploadsService, UploadOwnership],
})
export class UploadsModule {}

/**
 * The upload interceptor's options for a module whose routes take one streamed file (FileInterceptor('file')): the bytes go
 * through an UploadReceiver that applies the route's policy, never held whole in memory.
 */
export function streamedUploads(policy: (config: AppConfig) => UploadPolicy) {
  return MultipartModule.registerAsync({
    imports: [StorageModule],
    inject: [FileStorage, APP_CONFIG, getDataSourceToken(), CLOCK],
    useFactory: (storage: FileStorage, config: AppConfig, db: DataSource, clock: Clock) => ({
      // The factory sees only what its imports export, so the quota is put together here.
      storage: new UploadReceiver(
        storage,
        config,
        new UploadQuota(new UploadsRepository(db), config, clock),
        policy(config),
      ),
      // One file and a few short fields. The file's size is the receiver's to judge, by its type:
      // @fastify/multipart's own cap (the 100 KB body limit) would refuse any larger file first.
      limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5, fileSize: Infinity },
    }),
  });
}
