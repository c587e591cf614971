import { Body, HttpCode, Injectable, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import { TaskNotFound, TaskProofNotFound } from '@earnwave/domain';
import { Caller } from '../../../common/auth/access.decorators';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { DecideTaskProofCommand } from '../commands/decide-task-proof.command';
import { TASK_PROOF_RECORDS } from '../infra/task-proofs.repository';
import { TASK_RECORDS } from '../infra/tasks.repository';
import { RejectTaskProofDto } from './dto/task-proof-decision.dto';

const TaskIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new TaskNotFound() });
const ProofIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new TaskProofNotFound() });

/** Tasks for administrators, every one (deleted ones too), read-only (ra-data-simple-rest's dialect). */
export class AdminTasksController extends ConsoleRecords(TASK_RECORDS, TaskIdPipe) {}

/**
 * The proofs members sent, for administrators. An administrator may decide a pending proof as its
 * owner would: the same compare-and-set from PENDING, so a second decision (the owner's, the
 * timer's or another administrator's) answers 409 and an approval is paid once.
 */
@Injectable()
export class AdminTaskProofsController extends ConsoleRecords(TASK_PROOF_RECORDS, ProofIdPipe) {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  @HttpCode(200)
  @Post(':id/approve')
  async approve(@Caller() admin: UserEntity, @Param('id', ProofIdPipe) id: string) {
    await this.commands.execute(new DecideTaskProofCommand(admin, id, 'APPROVED'));
    return this.records.one(id);
  }

  @HttpCode(200)
  @Post(':id/reject')
  async reject(@Caller() admin: UserEntity, @Param('id', ProofIdPipe) id: string, @Body() body: RejectTaskProofDto) {
    await this.commands.execute(new DecideTaskProofCommand(admin, id, 'REJECTED', body.reason));
    return this.records.one(id);
  }
}
