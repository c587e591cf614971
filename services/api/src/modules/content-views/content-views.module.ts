import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { CountContentViewHandler } from './commands/count-content-view.handler';
import { HandOutContentsHandler } from './commands/hand-out-contents.handler';
import { ContentViewsController } from './http/content-views.controller';

@Module({
  imports: [MembershipsModule],
  controllers: [ContentViewsController],
  providers: [HandOutContentsHandler, CountContentViewHandler],
})
export class ContentViewsModule {}
