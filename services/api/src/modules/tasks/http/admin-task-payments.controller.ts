import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { DecideTaskPaymentCommand } from '../commands/decide-task-payment.command';
import { TasksQueries } from '../queries/tasks.queries';
import { ApproveTaskPaymentDto, RejectTaskPaymentDto } from './dto/task-payment-decision.dto';

/**
 * ARCHITECTURE.md, admin decisions on task payments (`task-payments`); answers are bare records
 * (react-admin), the same as the console's list shows.
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin/task-payments')
export class AdminTaskPaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TasksQueries,
  ) {}

  @HttpCode(200)
  @Post(':paymentId/approve')
  async approve(
    @Caller() admin: UserEntity,
    @Param('paymentId', AccountIdPipe) id: string,
    @Body() _body: ApproveTaskPaymentDto,
  ) {
    await this.commands.execute(new DecideTaskPaymentCommand(id, admin.id, 'approve'));
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
