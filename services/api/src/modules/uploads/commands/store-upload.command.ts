import { Command } from '@nestjs/cqrs';
import type { UploadView } from '@earnwave/contracts';
import type { ReceivedUpload } from '../upload-receiver';
import type { Uploader } from '../upload-quota';

/** Answers the stored file as `POST uploads` describes it, without the absolute `path`. */
export class StoreUploadCommand extends Command<Omit<UploadView, 'path'>> {
  constructor(
    readonly uploader: Uploader,
    readonly upload: ReceivedUpload,
  ) {
    super();
  }
}
