import { Command } from '@nestjs/cqrs';
import type { UploadView } from '@earnwave/contracts';

/** Answers the stored file as `POST uploads` describes it, without the absolute `path`. */
export class StoreUploadCommand extends Command<Omit<UploadView, 'path'>> {
  constructor(
    readonly ownerId: string,
    readonly bytes: Buffer,
  ) {
    super();
  }
}
