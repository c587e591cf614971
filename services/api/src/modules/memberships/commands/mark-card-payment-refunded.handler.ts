import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  RefusedCardPaymentsRepository,
  type AdminRefusedCardPaymentRecord,
} from '../infra/refused-card-payments.repository';
import { MarkCardPaymentRefundedCommand } from './mark-card-payment-refunded.command';

/** Marked once: a second mark is a 409, an unknown id a 404 (the repository's compare-and-set). */
@CommandHandler(MarkCardPaymentRefundedCommand)
export class MarkCardPaymentRefundedHandler implements ICommandHandler<MarkCardPaymentRefundedCommand> {
  constructor(private readonly payments: RefusedCardPaymentsRepository) {}

  execute({ id, adminId }: MarkCardPaymentRefundedCommand): Promise<AdminRefusedCardPaymentRecord> {
    return this.payments.markRefunded(id, adminId);
  }
}
