import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DEFAULT_REGISTRATION_ROLE, MSG, TWO_FACTOR_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  Caller,
  CallerSession,
  Link,
  LinkToken,
  OwnAccount,
  Public,
  SelfOnly,
} from '../../../common/auth/access.decorators';
import { DeviceCookies } from '../../../common/auth/device-cookies';
import { RequestClient, type SessionClient } from '../../../common/auth/sessions.service';
import type { LinkClaims } from '../../../common/auth/token.service';
import { ok } from '../../../common/http/envelope';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { LimitFailedLogins } from '../../../common/rate-limit/failed-login-limit';
import { RateLimit } from '../../../common/rate-limit/rate-limit.guard';
import { accountView } from '../account-answers';
import { ChangePasswordCommand } from '../commands/change-password.command';
import { DeactivateAccountCommand } from '../commands/deactivate-account.command';
import { LogInCommand } from '../commands/log-in.command';
import { RegisterMemberCommand } from '../commands/register-member.command';
import { RequestPasswordResetCommand } from '../commands/request-password-reset.command';
import { ResetPasswordCommand } from '../commands/reset-password.command';
import { VerifyEmailCommand } from '../commands/verify-email.command';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EmailDto } from './dto/email.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';

/** Spec 7 (Public, Account) and ARCHITECTURE.md's verification and reset calls. */
@ApiTags('accounts')
@ApiBearerAuth()
@Controller()
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @RateLimit('registration')
  @Post('members/registration')
  async register(@Body() body: RegisterDto, @RequestClient() client: SessionClient) {
    const user = await this.commands.execute(
      new RegisterMemberCommand(
        body.name,
        body.email,
        body.password,
        body.role ?? DEFAULT_REGISTRATION_ROLE,
        body.referralCode,
        client.ip,
      ),
    );
    return ok(accountView(user), MSG.registered);
  }

  @Public()
  @RateLimit('login')
  @LimitFailedLogins()
  @HttpCode(200)
  @Post('members/login')
  async logIn(
    @Body() body: LoginDto,
    @RequestClient() client: SessionClient,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const deviceId = this.devices.browserDevice(req);
    const signedIn = await this.commands.execute(new LogInCommand(body.email, body.password, { ...client, deviceId }));
    if ('mfaToken' in signedIn) {
      return ok({ mfaRequired: true, mfaToken: signedIn.mfaToken }, TWO_FACTOR_MSG.codeNeeded);
    }
    // Signed in: this browser is now a known device of the account (the second step sets it with TOTP on).
    this.devices.remember(req, res, signedIn.user.id, deviceId);
    return ok({ token: signedIn.token, ...accountView(signedIn.user) }, MSG.loggedIn);
  }

  @LinkToken('verify')
  @RateLimit('verification')
  @HttpCode(200)
  @Post('users/verify-email')
  async verifyEmail(@Link() link: LinkClaims, @Body() body: EmailDto) {
    return ok(await this.commands.execute(new VerifyEmailCommand(link, body.email)), MSG.emailVerified);
  }

  @Public()
  @RateLimit('forgotPassword')
  @HttpCode(200)
  @Post('users/forgot-password')
  async forgotPassword(@Body() body: EmailDto) {
    await this.commands.execute(new RequestPasswordResetCommand(body.email));
    return ok({ email: body.email }, MSG.resetMailSent);
  }

  @LinkToken('reset')
  @RateLimit('resetPassword')
  @HttpCode(200)
  @Post('users/reset-password')
  async resetPassword(@Link() link: LinkClaims, @Body() body: ResetPasswordDto) {
    await this.commands.execute(new ResetPasswordCommand(link, body.email, body.password));
    return ok({ email: body.email }, MSG.passwordReset);
  }

  /** Knowing the old password is the proof, so nobody (an admin included) changes another's. */
  @SelfOnly()
  @Put('users/:id/password')
  async changePassword(
    @Caller() caller: UserEntity,
    @CallerSession() sessionId: string,
    @Body() body: ChangePasswordDto,
    @Req() req: FastifyRequest,
  ) {
    const result = await this.commands.execute(
      new ChangePasswordCommand(
        caller,
        sessionId,
        body.oldPassword,
        body.newPassword,
        this.devices.deviceOf(req, caller.id),
      ),
    );
    return ok(result, MSG.passwordChanged);
  }

  @OwnAccount()
  @Delete('users/:id')
  async deactivate(@Caller() caller: UserEntity, @Param('id', AccountIdPipe) id: string) {
    await this.commands.execute(new DeactivateAccountCommand(id, caller));
    return ok(null, MSG.accountRemoved);
  }
}
