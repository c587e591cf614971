import { Command } from '@nestjs/cqrs';
import type { WalletDecisionResource } from '@earnwave/db';

export type { WalletDecisionResource };

/** Answers the request as decided, for the admin console's record. */
export class DecideWalletRequestCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly resource: WalletDecisionResource,
    readonly requestId: string,
    readonly adminId: string,
    readonly decision: 'approve' | 'reject',
    readonly txid?: string,
    readonly reason?: string,
    /** Why a credit purchase is approved although its chain check did not verify it. */
    readonly override?: string,
  ) {
    super();
  }
}
