import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import { appendOutbox, UnitOfWork, UserEntity } from '@earnwave/db';
import { AlreadyAMember, CannotInviteOneself } from '@earnwave/domain';
import { NotFound } from '../../../common/errors';
import { SendReferralInvitationCommand } from './send-referral-invitation.command';

/** Mails an invitation with the register link that carries the referrer's code (spec 2, Earn Tokens modal). */
@CommandHandler(SendReferralInvitationCommand)
export class SendReferralInvitationHandler implements ICommandHandler<SendReferralInvitationCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ referrerId, email }: SendReferralInvitationCommand): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const referrer = await manager.findOneBy(UserEntity, { id: referrerId });
      if (!referrer) throw new NotFound();
      if (referrer.email === email) throw new CannotInviteOneself();
      if (await manager.existsBy(UserEntity, { email })) {
        throw new AlreadyAMember();
      }
      await appendOutbox(manager, 'mail.referral-invitation-requested', {
        to: email,
        referrerName: referrer.name,
        registerLink: `${this.config.webOrigin}/register?referral-id=${encodeURIComponent(referrer.referralCode)}`,
      });
    });
  }
}
