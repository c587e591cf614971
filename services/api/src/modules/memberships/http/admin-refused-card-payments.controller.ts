import { HttpCode, Injectable, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import { Caller } from '../../../common/auth/access.decorators';
import { ConsoleRecords } from '../../../common/simple-rest/console-records';
import { RecordIdPipe } from '../../../common/simple-rest/list-query';
import { MarkCardPaymentRefundedCommand } from '../commands/mark-card-payment-refunded.command';
import { REFUSED_CARD_PAYMENT_RECORDS } from '../infra/refused-card-payments.repository';

/**
 * Paid card checkouts the platform refused, for administrators to refund in the card provider's
 * dashboard (by payment intent) and mark refunded here; answers are bare records (react-admin).
 */
@Injectable()
export class AdminRefusedCardPaymentsController extends ConsoleRecords(REFUSED_CARD_PAYMENT_RECORDS, RecordIdPipe) {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  @HttpCode(200)
  @Post(':id/refunded')
  refunded(@Caller() admin: UserEntity, @Param('id', RecordIdPipe) id: string) {
    return this.commands.execute(new MarkCardPaymentRefundedCommand(id, admin.id));
  }
}
