export { UploadsModule } from './uploads.module';
export { UploadsService, type UploadKind } from './uploads.service';
