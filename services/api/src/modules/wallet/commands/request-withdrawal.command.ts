import { Command } from '@nestjs/cqrs';

export class RequestWithdrawalCommand extends Command<{ id: string; amount: bigint; fee: bigint }> {
  constructor(
    readonly memberId: string,
    readonly amount: bigint,
    readonly walletAddress: string,
  ) {
    super();
  }
}
