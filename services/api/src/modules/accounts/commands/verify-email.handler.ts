import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { UserEntity } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { useLink } from './use-link';
import { VerifyEmailCommand } from './verify-email.command';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ link, email }: VerifyEmailCommand) {
    return this.db.transaction(async (manager) => {
      const user = await useLink(manager, link, email);
      if (!user.emailVerifiedAt) await manager.update(UserEntity, user.id, { emailVerifiedAt: new Date() });
      return { email: user.email };
    });
  }
}
