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
    /** The network address the sign-up came from, kept for the payment desk (none from the seed). */
    readonly signupIp?: string,
  ) {
    super();
  }
}
