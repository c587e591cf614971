import { Command } from '@nestjs/cqrs';
import type { Role } from '@earnwave/contracts';

export class DeactivateAccountCommand extends Command<void> {
  constructor(
    readonly accountId: string,
    readonly caller: { id: string; role: Role },
  ) {
    super();
  }
}
