import { Command } from '@nestjs/cqrs';
import type { AdminRefusedCardPaymentRecord } from '../infra/refused-card-payments.repository';

/** An administrator's mark that a refused card payment was refunded in the card provider's dashboard. */
export class MarkCardPaymentRefundedCommand extends Command<AdminRefusedCardPaymentRecord> {
  constructor(
    readonly id: string,
    readonly adminId: string,
  ) {
    super();
  }
}
