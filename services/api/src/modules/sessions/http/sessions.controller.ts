import { Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { BeforeTwoFactor, Caller, CallerSession, SelfOnly } from '../../../common/auth/access.decorators';
import { AppError } from '../../../common/errors';
import { ok } from '../../../common/http/envelope';
import { EndOtherSessionsCommand } from '../commands/end-other-sessions.command';
import { EndSessionCommand } from '../commands/end-session.command';
import { SessionsQueries } from '../queries/sessions.queries';

const SessionIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => AppError.field(HttpStatus.BAD_REQUEST, 'sessionId', MSG.sessionIdInvalid),
});

/**
 * The caller's sessions (signed-in devices): listed, ended one by one or all but this one, and
 * logout. Each account sees and ends only its own: an administrator included (SelfOnly).
 */
@ApiTags('sessions')
@ApiBearerAuth()
@Controller('users')
export class SessionsController {
  constructor(
    private readonly queries: SessionsQueries,
    private readonly commands: CommandBus,
  ) {}

  @SelfOnly()
  @Get(':id/sessions')
  async list(@Caller() caller: UserEntity, @CallerSession() sessionId: string) {
    return ok(await this.queries.list(caller.id, sessionId), MSG.sessionsListed);
  }

  @SelfOnly()
  @Delete(':id/sessions')
  async endOthers(@Caller() caller: UserEntity, @CallerSession() sessionId: string) {
    await this.commands.execute(new EndOtherSessionsCommand(caller.id, sessionId));
    return ok(null, MSG.otherSessionsEnded);
  }

  @SelfOnly()
  @Delete(':id/sessions/:sessionId')
  async end(@Caller() caller: UserEntity, @Param('sessionId', SessionIdPipe) sessionId: string) {
    await this.commands.execute(new EndSessionCommand(caller.id, sessionId, 'revoked'));
    return ok(null, MSG.sessionEnded);
  }

  @BeforeTwoFactor()
  @HttpCode(200)
  @Post('logout')
  async logOut(@Caller() caller: UserEntity, @CallerSession() sessionId: string) {
    await this.commands.execute(new EndSessionCommand(caller.id, sessionId, 'logout'));
    return ok(null, MSG.loggedOut);
  }
}
