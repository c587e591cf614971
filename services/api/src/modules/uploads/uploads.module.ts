import { Module } from '@nestjs/common';
import { StorageModule } from '../../common/storage/storage.module';
import { StoreUploadHandler } from './commands/store-upload.handler';
import { UploadsController } from './http/uploads.controller';
import { UploadsService } from './uploads.service';

/** Files users upload (task images, proofs): checked by their bytes, stored through FileStorage. */
@Module({
  imports: [StorageModule],
  controllers: [UploadsController],
  providers: [StoreUploadHandler, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
