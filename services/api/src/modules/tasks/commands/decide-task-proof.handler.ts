import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hasCapability } from '@earnwave/contracts';
import { decideProof, lockProof, UnitOfWork } from '@earnwave/db';
import { AlreadyDecided, TaskProofNotFound } from '@earnwave/domain';
import { DecideTaskProofCommand } from './decide-task-proof.command';
import { assertManages } from './task-access';

/**
 * The task's owner (or an administrator) approves or rejects a proof: a compare-and-set from
 * PENDING, so a second decision, whoever makes it, answers 409. An approval is paid by the
 * worker from the task's escrow, once per proof.
 */
@CommandHandler(DecideTaskProofCommand)
export class DecideTaskProofHandler implements ICommandHandler<DecideTaskProofCommand> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ caller, proofId, status, rejectionMessage }: DecideTaskProofCommand) {
    return this.unitOfWork.run(async (manager) => {
      const proof = await lockProof(manager, proofId);
      if (!proof) throw new TaskProofNotFound();
      assertManages(caller, proof.ownerId);
      const decided =
        proof.status === 'PENDING' &&
        (await decideProof(manager, proof, {
          decision: status,
          decidedBy: hasCapability(caller.role, 'oversee') ? 'admin' : 'owner',
          deciderId: caller.id,
          rejectionMessage,
        }));
      if (!decided) throw new AlreadyDecided('taskProof');
      return { id: proofId, status };
    });
  }
}
