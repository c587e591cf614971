import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

export class LogInCommand extends Command<{ user: UserEntity; token: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
