import { Body, HttpCode, Injectable, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import { Caller } from '../../../common/auth/access.decorators';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { RecordIdPipe } from '../../../common/simple-rest/list-query';
import { DecideTaskPaymentCommand } from '../commands/decide-task-payment.command';
import { TASK_PAYMENT_RECORDS } from '../infra/task-payments.repository';
import { TasksQueries } from '../queries/tasks.queries';
import { ApproveTaskPaymentDto, RejectTaskPaymentDto } from './dto/task-payment-decision.dto';

/**
 * Task payments for administrators: the list and record (with the Txid's explorer link) and, as in
 * ARCHITECTURE.md, the decisions; answers are bare records (react-admin).
 */
@Injectable()
export class AdminTaskPaymentsController extends ConsoleRecords(TASK_PAYMENT_RECORDS, RecordIdPipe) {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TasksQueries,
  ) {
    super();
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
