import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MSG, TWO_FACTOR_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BeforeTwoFactor, Caller, CallerSession, Public, SelfOnly } from '../../../common/auth/access.decorators';
import { DeviceCookies } from '../../../common/auth/device-cookies';
import { RequestClient, type SessionClient } from '../../../common/auth/sessions.service';
import { ok } from '../../../common/http/envelope';
import { RateLimit } from '../../../common/rate-limit/rate-limit.guard';
import { accountView } from '../../accounts';
import { ConfirmTotpCommand } from '../commands/confirm-totp.command';
import { LogInWithCodeCommand } from '../commands/log-in-with-code.command';
import { StartTotpEnrolmentCommand } from '../commands/start-totp-enrolment.command';
import { TurnOffTotpCommand } from '../commands/turn-off-totp.command';
import { TwoFactorQueries } from '../queries/two-factor.queries';
import { LogInWithCodeDto } from './dto/log-in-with-code.dto';
import { TotpCodeDto } from './dto/totp-code.dto';
import { TotpPasswordDto } from './dto/totp-password.dto';
import { TurnOffTotpDto } from './dto/turn-off-totp.dto';

/**
 * Two-factor sign-in (TOTP): each member sets up, confirms and turns off their own, nobody else's
 * (an administrator included); the second step of a login answers what login answers.
 */
@ApiTags('two-factor')
@ApiBearerAuth()
@Controller()
export class TwoFactorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TwoFactorQueries,
    private readonly devices: DeviceCookies,
  ) {}

  @SelfOnly()
  @BeforeTwoFactor()
  @Get('users/:id/mfa')
  async status(@Caller() caller: UserEntity) {
    return ok(await this.queries.status(caller), TWO_FACTOR_MSG.status);
  }

  @SelfOnly()
  @BeforeTwoFactor()
  @HttpCode(200)
  @Post('users/:id/mfa/totp')
  async startEnrolment(@Caller() caller: UserEntity, @Body() body: TotpPasswordDto, @Req() req: FastifyRequest) {
    const started = await this.commands.execute(
      new StartTotpEnrolmentCommand(caller, body.password, this.devices.deviceOf(req, caller.id)),
    );
    return ok(started, TWO_FACTOR_MSG.enrolStarted);
  }

  @SelfOnly()
  @BeforeTwoFactor()
  @HttpCode(200)
  @Post('users/:id/mfa/totp/confirm')
  async confirm(@Caller() caller: UserEntity, @CallerSession() sessionId: string, @Body() body: TotpCodeDto) {
    const confirmed = await this.commands.execute(new ConfirmTotpCommand(caller, sessionId, body.code));
    return ok(confirmed, TWO_FACTOR_MSG.enabled);
  }

  @SelfOnly()
  @Delete('users/:id/mfa/totp')
  async turnOff(@Caller() caller: UserEntity, @Body() body: TurnOffTotpDto, @Req() req: FastifyRequest) {
    await this.commands.execute(
      new TurnOffTotpCommand(caller, body.password, body.code, this.devices.deviceOf(req, caller.id)),
    );
    return ok(null, TWO_FACTOR_MSG.disabled);
  }

  /** Besides each address's login limit, wrong codes count per account (SecondFactor). */
  @Public()
  @RateLimit('login')
  @HttpCode(200)
  @Post('members/login/mfa')
  async logInWithCode(
    @Body() body: LogInWithCodeDto,
    @RequestClient() client: SessionClient,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const known = this.devices.knownDevices(req);
    const deviceId = this.devices.browserDevice(req);
    const { user, token } = await this.commands.execute(
      new LogInWithCodeCommand(body.mfaToken, body.code, { ...client, deviceId }, known),
    );
    this.devices.remember(req, res, user.id, deviceId);
    return ok({ token, ...accountView(user) }, MSG.loggedIn);
  }
}
