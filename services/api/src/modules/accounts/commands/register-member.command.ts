import { Command } from '@nestjs/cqrs';
import type { RegistrationRole } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';

export class RegisterMemberCommand extends Command<UserEntity> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly password: string,
    readonly role: RegistrationRole,
    readonly referralCode?: string,
  ) {
    super();
  }
}
