import { Module } from '@nestjs/common';
import { EndOtherSessionsHandler } from './commands/end-other-sessions.handler';
import { EndSessionHandler } from './commands/end-session.handler';
import { SessionsController } from './http/sessions.controller';
import { SessionChanges } from './infra/session-changes';
import { SessionsRepository } from './infra/sessions.repository';
import { SessionsQueries } from './queries/sessions.queries';

/**
 * A member's sessions as they see them (Settings' Sessions card) and logout. Sessions begin at
 * sign-in (SessionsService, in the auth module) and are checked by SessionVerifier; both reach the
 * table through this module's repository, which it exports to the auth module alone, with the announcements of changes (SessionChanges).
 */
@Module({
  controllers: [SessionsController],
  providers: [SessionsRepository, SessionChanges, SessionsQueries, EndSessionHandler, EndOtherSessionsHandler],
  exports: [SessionsRepository, SessionChanges],
})
export class SessionsModule {}
