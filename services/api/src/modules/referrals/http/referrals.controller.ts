import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { REFERRAL_MSG } from '@earnwave/contracts';
import { OwnAccount, SelfOnly } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { RateLimit } from '../../../common/rate-limit/rate-limit.guard';
import { EmailDto } from '../../accounts';
import { SendReferralInvitationCommand } from '../commands/send-referral-invitation.command';
import { ReferralsQueries } from '../queries/referrals.queries';

/** Spec 7, Wallet and referrals: the referral code, the referred members and invitations. */
@ApiTags('referrals')
@ApiBearerAuth()
@Controller('members/:id')
export class ReferralsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ReferralsQueries,
  ) {}

  @OwnAccount()
  @Get('referral-code')
  async referralCode(@Param('id', AccountIdPipe) id: string) {
    return ok({ referralCode: await this.queries.referralCode(id) });
  }

  @OwnAccount()
  @Get('referrals')
  async referrals(@Param('id', AccountIdPipe) id: string) {
    return ok(await this.queries.referrals(id));
  }

  @SelfOnly()
  @RateLimit('referralInvitation')
  @HttpCode(200)
  @Post('referral/send')
  async send(@Param('id', AccountIdPipe) id: string, @Body() body: EmailDto) {
    await this.commands.execute(new SendReferralInvitationCommand(id, body.email));
    return ok({ email: body.email }, REFERRAL_MSG.sent(body.email));
  }
}
