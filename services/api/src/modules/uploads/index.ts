export { streamedUploads, UploadsModule } from './uploads.module';
export { UploadRefusals } from './http/upload-refusals';
export type { ReceivedUpload, UploadPolicy } from './upload-receiver';
export { UploadsService, type UploadKind } from './uploads.service';
export { StoreUploadCommand } from './commands/store-upload.command';
