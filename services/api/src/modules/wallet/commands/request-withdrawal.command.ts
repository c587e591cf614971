import { Command } from '@nestjs/cqrs';

export class RequestWithdrawalCommand extends Command<{ id: string; amount: bigint; fee: bigint }> {
  constructor(
    readonly memberId: string,
    readonly amount: bigint,
    readonly walletAddress: string,
    /** The second factor's code, required when the member has two-factor on. */
    readonly code: string | undefined,
  ) {
    super();
  }
}
