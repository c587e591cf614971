import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

/** Answers the micro-credits that went back to the owner. */
export class DeleteTaskCommand extends Command<{ id: string; refunded: bigint }> {
  constructor(
    readonly caller: UserEntity,
    readonly taskId: string,
  ) {
    super();
  }
}
