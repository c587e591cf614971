import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import type { FastifyReply } from 'fastify';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { ApiListQuery, RecordIdPipe, sendPage } from '../../../common/simple-rest/list-query';
import { DecideTaskPaymentCommand } from '../commands/decide-task-payment.command';
import { ADMIN_TASK_PAYMENTS } from '../infra/task-payments.repository';
import { AdminTasksQueries } from '../queries/admin-tasks.queries';
import { TasksQueries } from '../queries/tasks.queries';
import { ApproveTaskPaymentDto, RejectTaskPaymentDto } from './dto/task-payment-decision.dto';

/**
 * Task payments for administrators: the list and record (with the Txid's explorer link) and, as in
 * ARCHITECTURE.md, the decisions; answers are bare records (react-admin).
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/task-payments')
export class AdminTaskPaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TasksQueries,
    private readonly admin: AdminTasksQueries,
  ) {}

  @Get()
  @ApiListQuery(ADMIN_TASK_PAYMENTS)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.admin.payments(query);
    return sendPage(res, 'task-payments', page, page.rows);
  }

  @Get(':id')
  show(@Param('id', RecordIdPipe) id: string) {
    return this.admin.payment(id);
  }

  @HttpCode(200)
  @Post(':paymentId/approve')
  async approve(
    @Caller() admin: UserEntity,
    @Param('paymentId', AccountIdPipe) id: string,
    @Body() body: ApproveTaskPaymentDto,
  ) {
    await this.commands.execute(new DecideTaskPaymentCommand(id, admin.id, 'approve', undefined, body.override));
    return this.queries.taskPayment(id);
  }

  @HttpCode(200)
  @Post(':paymentId/reject')
  async reject(
    @Caller() admin: UserEntity,
    @Param('paymentId', AccountIdPipe) id: string,
    @Body() body: RejectTaskPaymentDto,
  ) {
    await this.commands.execute(new DecideTaskPaymentCommand(id, admin.id, 'reject', body.reason));
    return this.queries.taskPayment(id);
  }
}
