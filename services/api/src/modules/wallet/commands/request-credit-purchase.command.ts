import { Command } from '@nestjs/cqrs';

/** Amounts in micro-credits: the credits bought and, when the client sends it, amount + fee. */
export class RequestCreditPurchaseCommand extends Command<{ id: string }> {
  constructor(
    readonly memberId: string,
    readonly amount: bigint,
    readonly purchaseDate: string,
    readonly totalCost?: bigint,
    readonly txid?: string,
  ) {
    super();
  }
}
