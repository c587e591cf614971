import { Module } from '@nestjs/common';
import { EndOtherSessionsHandler } from './commands/end-other-sessions.handler';
import { EndSessionHandler } from './commands/end-session.handler';
import { SessionsController } from './http/sessions.controller';
import { SessionsRepository } from './infra/sessions.repository';
import { ListSessionsHandler } from './queries/list-sessions.handler';

/**
 * A member's sessions as they see them (Settings' Sessions card) and logout. Sessions begin at
 * sign-in (SessionsService, in the auth module) and are checked by SessionVerifier; both reach the
 * table through this module's repository, which it exports to the auth module alone.
 */
@Module({
  controllers: [SessionsController],
  providers: [SessionsRepository, ListSessionsHandler, EndSessionHandler, EndOtherSessionsHandler],
  exports: [SessionsRepository],
})
export class SessionsModule {}
