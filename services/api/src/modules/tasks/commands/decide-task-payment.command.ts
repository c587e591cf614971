import { Command } from '@nestjs/cqrs';

/** Answers the payment's id; the controller reads the record back for the console. */
export class DecideTaskPaymentCommand extends Command<{ id: string }> {
  constructor(
    readonly paymentId: string,
    readonly adminId: string,
    readonly decision: 'approve' | 'reject',
    readonly reason?: string,
    /** Why a USDT payment is approved although its chain check did not verify it. */
    readonly override?: string,
  ) {
    super();
  }
}
