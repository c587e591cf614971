import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { TASK_MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { creditsToJson } from '@earnwave/money';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { Idempotent } from '../../../common/idempotency/idempotency.interceptor';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { CreateTaskCommand } from '../commands/create-task.command';
import { DecideTaskProofCommand } from '../commands/decide-task-proof.command';
import { DeleteTaskCommand } from '../commands/delete-task.command';
import { PerformTaskCommand } from '../commands/perform-task.command';
import { UpdateTaskCommand } from '../commands/update-task.command';
import { TasksQueries } from '../queries/tasks.queries';
import { CreateTaskDto, UpdateTaskDto } from './dto/task-form.dto';
import { TaskListQuery } from './dto/task-list.query';
import { PerformTaskDto, ProofStatusDto } from './dto/task-proof.dto';

/**
 * Spec 7, tasks. Task owners (advertiser, member_advertiser; administrators to read and review)
 * create, pay, edit, delete and review; members perform. Ids that are not UUIDs name no task.
 */
@ApiTags('tasks')
@ApiBearerAuth()
@Controller('task')
export class TasksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TasksQueries,
  ) {}

  @RequireCapability('taskOwner')
  @Idempotent()
  @Post('create')
  async create(@Caller() caller: UserEntity, @Body() body: CreateTaskDto) {
    const task = await this.commands.execute(new CreateTaskCommand(caller, body));
    return ok(
      { id: task.id, status: task.status, method: task.method, totalCost: creditsToJson(task.totalCost) },
      TASK_MSG.created,
    );
  }

  @RequireCapability('taskOwner')
  @Put('update/:id')
  async update(@Caller() caller: UserEntity, @Param('id', AccountIdPipe) id: string, @Body() body: UpdateTaskDto) {
    await this.commands.execute(new UpdateTaskCommand(caller, id, body));
    return ok({ id }, TASK_MSG.updated);
  }

  @RequireCapability('taskOwner')
  @Idempotent()
  @Delete('delete/:id')
  async remove(@Caller() caller: UserEntity, @Param('id', AccountIdPipe) id: string) {
    const deleted = await this.commands.execute(new DeleteTaskCommand(caller, id));
    return ok({ id, refunded: creditsToJson(deleted.refunded) }, TASK_MSG.deleted);
  }

  @RequireCapability('taskOwner')
  @Get('get-all-by-created-by')
  async ownTasks(@Caller() caller: UserEntity, @Query() query: TaskListQuery) {
    return ok(await this.queries.ownerTasks(caller.id, query.page, query.limit), TASK_MSG.listed);
  }

  /** ARCHITECTURE.md, task progress details: `data.data` is the task with its assigned prices. */
  @RequireCapability('taskOwner')
  @Get('get/:id')
  async details(@Caller() caller: UserEntity, @Param('id', AccountIdPipe) id: string) {
    return ok({ data: await this.queries.taskDetails(id, caller) }, TASK_MSG.details);
  }

  @RequireCapability('taskOwner')
  @Get('screenshots/:taskId')
  async screenshots(@Caller() caller: UserEntity, @Param('taskId', AccountIdPipe) taskId: string) {
    return ok({ data: await this.queries.screenshots(taskId, caller) }, TASK_MSG.screenshots);
  }

  @RequireCapability('taskOwner')
  @Put('update-task-status/:completedTaskPricingId')
  async decide(
    @Caller() caller: UserEntity,
    @Param('completedTaskPricingId', AccountIdPipe) proofId: string,
    @Body() body: ProofStatusDto,
  ) {
    const decided = await this.commands.execute(
      new DecideTaskProofCommand(caller, proofId, body.status, body.rejectionMessage),
    );
    return ok(decided, TASK_MSG.statusUpdated);
  }

  /** Spec 7: `data` and `pagination.total` beside it. */
  @RequireCapability('member')
  @Get('tasks-member')
  async memberTasks(@Caller() caller: UserEntity, @Query() query: TaskListQuery) {
    const page = await this.queries.memberTasks(caller.id, query.page, query.limit);
    return ok(page.items, TASK_MSG.listed, { pagination: page.pagination });
  }

  @RequireCapability('member')
  @Get('task-member/:id')
  async memberTask(@Caller() caller: UserEntity, @Param('id', AccountIdPipe) id: string) {
    return ok(await this.queries.memberTask(id, caller.id), TASK_MSG.details);
  }

  @RequireCapability('member')
  @Idempotent()
  @Post('perform-task')
  async perform(@Caller() caller: UserEntity, @Body() body: PerformTaskDto) {
    return ok(
      await this.commands.execute(new PerformTaskCommand(caller, body.taskId, body.taskPricings)),
      TASK_MSG.performed,
    );
  }
}
