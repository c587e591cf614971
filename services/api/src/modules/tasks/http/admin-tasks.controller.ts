import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { UserEntity } from '@earnwave/db';
import { TaskNotFound, TaskProofNotFound } from '@earnwave/domain';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { sendPage, ApiListQuery } from '../../../common/simple-rest/list-query';
import { DecideTaskProofCommand } from '../commands/decide-task-proof.command';
import { ADMIN_TASK_PROOFS } from '../infra/task-proofs.repository';
import { ADMIN_TASKS } from '../infra/tasks.repository';
import { AdminTasksQueries } from '../queries/admin-tasks.queries';
import { RejectTaskProofDto } from './dto/task-proof-decision.dto';

const TaskIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new TaskNotFound() });
const ProofIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new TaskProofNotFound() });

/**
 * Tasks and their proofs for administrators, in ra-data-simple-rest's dialect (bare records,
 * Content-Range). An administrator may decide a pending proof as its owner would: the same
 * compare-and-set from PENDING, so a second decision (the owner's, the timer's or another
 * administrator's) answers 409 and an approval is paid once.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminTasksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AdminTasksQueries,
  ) {}

  @Get('tasks')
  @ApiListQuery(ADMIN_TASKS)
  async tasks(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.tasks(query);
    return sendPage(res, 'tasks', page, page.rows);
  }

  @Get('tasks/:id')
  task(@Param('id', TaskIdPipe) id: string) {
    return this.queries.task(id);
  }

  @Get('task-proofs')
  @ApiListQuery(ADMIN_TASK_PROOFS)
  async proofs(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.queries.proofs(query);
    return sendPage(res, 'task-proofs', page, page.rows);
  }

  @Get('task-proofs/:id')
  proof(@Param('id', ProofIdPipe) id: string) {
    return this.queries.proof(id);
  }

  @HttpCode(200)
  @Post('task-proofs/:id/approve')
  async approve(@Caller() admin: UserEntity, @Param('id', ProofIdPipe) id: string) {
    await this.commands.execute(new DecideTaskProofCommand(admin, id, 'APPROVED'));
    return this.queries.proof(id);
  }

  @HttpCode(200)
  @Post('task-proofs/:id/reject')
  async reject(@Caller() admin: UserEntity, @Param('id', ProofIdPipe) id: string, @Body() body: RejectTaskProofDto) {
    await this.commands.execute(new DecideTaskProofCommand(admin, id, 'REJECTED', body.reason));
    return this.queries.proof(id);
  }
}
