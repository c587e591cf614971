import { Module } from '@nestjs/common';
import { SendReferralInvitationHandler } from './commands/send-referral-invitation.handler';
import { ReferralsController } from './http/referrals.controller';
import { ReferralsRepository } from './infra/referrals.repository';

@Module({ controllers: [ReferralsController], providers: [ReferralsRepository, SendReferralInvitationHandler] })
export class ReferralsModule {}
