import { Module } from '@nestjs/common';
import { StorageModule } from '../../common/storage/storage.module';
import { MembershipsModule } from '../memberships';
import { streamedUploads } from '../uploads';
import { ContentsCommands, contentsUploadPolicy } from './commands/contents.commands';
import { CountContentViewHandler } from './commands/count-content-view.handler';
import { HandOutContentsHandler } from './commands/hand-out-contents.handler';
import { AdminContentsController } from './http/admin-contents.controller';
import { ContentViewsController } from './http/content-views.controller';
import { ContentViewsRepository } from './infra/content-views.repository';
import { CONTENT_RECORDS, ContentsRepository } from './infra/contents.repository';
import { provideReader } from '../../common/simple-rest/console-records';

/** Viewing content: members view it and are paid per view; administrators upload and enable it. */
@Module({
  imports: [MembershipsModule, StorageModule, streamedUploads(contentsUploadPolicy)],
  controllers: [ContentViewsController, AdminContentsController],
  providers: [
    ContentsRepository,
    ContentViewsRepository,
    HandOutContentsHandler,
    CountContentViewHandler,
    ContentsCommands,
    provideReader(CONTENT_RECORDS, ContentsRepository, (contents) => contents),
  ],
})
export class ContentViewsModule {}
