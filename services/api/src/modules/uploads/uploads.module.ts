import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { StorageModule } from '../../common/storage/storage.module';
import { StoreUploadHandler } from './commands/store-upload.handler';
import { UploadsController } from './http/uploads.controller';
import { largestUpload } from './upload-limits';
import { UploadsService } from './uploads.service';

/**
 * Files users upload (task images and proofs, post media: images, videos, audio): checked by
 * their bytes, stored through FileStorage. Multer keeps a file in memory up to the largest kind's
 * limit; the handler then applies the limit of the kind the bytes show.
 */
@Module({
  imports: [
    StorageModule,
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ limits: { fileSize: largestUpload(config).bytes, files: 1 } }),
    }),
  ],
  controllers: [UploadsController],
  providers: [StoreUploadHandler, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
