import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork, UserEntity } from '@earnwave/db';
import { useLink } from './use-link';
import { VerifyEmailCommand } from './verify-email.command';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ link, email }: VerifyEmailCommand) {
    return this.unitOfWork.run(async (manager) => {
      const user = await useLink(manager, link, email);
      if (!user.emailVerifiedAt) await manager.update(UserEntity, user.id, { emailVerifiedAt: new Date() });
      return { email: user.email };
    });
  }
}
