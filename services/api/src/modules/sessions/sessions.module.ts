import { Module } from '@nestjs/common';
import { EndOtherSessionsHandler } from './commands/end-other-sessions.handler';
import { EndSessionHandler } from './commands/end-session.handler';
import { SessionsController } from './http/sessions.controller';
import { ListSessionsHandler } from './queries/list-sessions.handler';

/**
 * A member's sessions as they see them (Settings' Sessions card) and logout. Sessions begin at
 * sign-in (SessionsService, in the auth module) and are checked by SessionVerifier.
 */
@Module({
  controllers: [SessionsController],
  providers: [ListSessionsHandler, EndSessionHandler, EndOtherSessionsHandler],
})
export class SessionsModule {}
