import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { UploadsModule } from '../uploads';
import { AdminSeminarsCommands } from './commands/admin-seminars.commands';
import { PostCommentHandler } from './commands/post-comment.handler';
import { AdminSeminarMediaController } from './http/admin-seminar-media.controller';
import { AdminSeminarSectionsController } from './http/admin-seminar-sections.controller';
import { AdminSeminarsController } from './http/admin-seminars.controller';
import { SeminarReaderGuard } from './http/seminar-reader.guard';
import { SeminarsController } from './http/seminars.controller';
import {
  AdminSeminarsRepository,
  MEDIA_RECORDS,
  SECTION_RECORDS,
  SEMINAR_RECORDS,
} from './infra/admin-seminars.repository';
import { provideReader } from '../../common/simple-rest/console-records';
import { SeminarsRepository } from './infra/seminars.repository';
import { SeminarsQueries } from './queries/seminars.queries';
import { SeminarMediaPolicy } from './seminar-media.policy';

/**
 * Seminars: sections, media opened by membership level, and members' comments; their console CRUD.
 *
 * How gated files stay with the members they are for: the media call answers a locked medium
 * without any path. An open medium that is an upload is answered as a short-lived signed link of
 * the authorised media route (`/api/media/...`, 30 to 60 minutes), and uploads are stored under
 * random 128-bit names. The public `/uploads/...` path refuses every seminar medium
 * (SeminarMediaPolicy), so a link handed out once does not outlive its signature; shipped demo
 * assets (`assets/...`) are public.
 */
@Module({
  imports: [MembershipsModule, UploadsModule],
  controllers: [
    SeminarsController,
    AdminSeminarsController,
    AdminSeminarSectionsController,
    AdminSeminarMediaController,
  ],
  providers: [
    SeminarsRepository,
    AdminSeminarsRepository,
    SeminarsQueries,
    SeminarReaderGuard,
    PostCommentHandler,
    provideReader(SEMINAR_RECORDS, AdminSeminarsRepository, (records) => records.seminars),
    provideReader(SECTION_RECORDS, AdminSeminarsRepository, (records) => records.sections),
    provideReader(MEDIA_RECORDS, AdminSeminarsRepository, (records) => records.media),
    AdminSeminarsCommands,
    SeminarMediaPolicy,
  ],
})
export class SeminarsModule {}
