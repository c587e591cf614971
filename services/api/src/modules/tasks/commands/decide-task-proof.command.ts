import { Command } from '@nestjs/cqrs';
import type { ScreenshotDecision } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';

export class DecideTaskProofCommand extends Command<{ id: string; status: ScreenshotDecision }> {
  constructor(
    readonly caller: UserEntity,
    readonly proofId: string,
    readonly status: ScreenshotDecision,
    readonly rejectionMessage?: string,
  ) {
    super();
  }
}
