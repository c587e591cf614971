import { Module } from '@nestjs/common';
import { SendReferralInvitationHandler } from './commands/send-referral-invitation.handler';
import { ReferralsController } from './http/referrals.controller';
import { ReferralsQueries } from './referrals.queries';

@Module({ controllers: [ReferralsController], providers: [ReferralsQueries, SendReferralInvitationHandler] })
export class ReferralsModule {}
