import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appendOutbox, UnitOfWork, UserEntity } from '@earnwave/db';
import { TokenService } from '../../../common/auth/token.service';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/** Mails a reset link when the address has a live account; the caller is told the same either way. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly tokens: TokenService,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { email });
      if (!user || user.deactivatedAt) return;
      await appendOutbox(manager, 'mail.password-reset-requested', {
        to: user.email,
        name: user.name,
        token: this.tokens.signLink('reset', user),
      });
    });
  }
}
