import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import type { ProofDto } from '../http/dto/task-proof.dto';

export interface SentProof {
  id: string;
  taskPricingId: string;
  status: 'PENDING';
}

export class PerformTaskCommand extends Command<{ taskId: string; proofs: SentProof[] }> {
  constructor(
    readonly member: UserEntity,
    readonly taskId: string,
    readonly proofs: ProofDto[],
  ) {
    super();
  }
}
