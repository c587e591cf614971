import { Command } from '@nestjs/cqrs';

export class RequestCreditPurchaseCommand extends Command<{ id: string }> {
  constructor(
    readonly memberId: string,
    readonly credits: number,
    readonly purchaseDate: string,
    readonly totalCost?: number,
    readonly txid?: string,
  ) {
    super();
  }
}
