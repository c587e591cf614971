import { Module } from '@nestjs/common';
import { SendReferralInvitationHandler } from './commands/send-referral-invitation.handler';
import { ReferralsController } from './http/referrals.controller';
import { ReferralsRepository } from './infra/referrals.repository';
import { ReferralsQueries } from './queries/referrals.queries';

@Module({
  controllers: [ReferralsController],
  providers: [ReferralsRepository, ReferralsQueries, SendReferralInvitationHandler],
})
export class ReferralsModule {}
