import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { appendOutbox, UserEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { TokenService } from '../../../common/auth/token.service';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/** Mails a reset link when the address has a live account; the caller is told the same either way. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: TokenService,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.db.transaction(async (manager) => {
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
