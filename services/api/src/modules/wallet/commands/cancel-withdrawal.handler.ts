import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork, withdrawalRelease } from '@earnwave/db';
import { LinkInvalid, WalletRequestNotFound, WithdrawalNotPending } from '@earnwave/domain';
import { useLink } from '../../accounts';
import { BalancesChangedEvent } from '../../live';
import { WalletRepository } from '../infra/wallet.repository';
import { CancelWithdrawalCommand } from './cancel-withdrawal.command';

/**
 * Cancels a pending withdrawal from its mailed link, in one transaction: the link is spent (once),
 * the request ends `cancelled` and its hold (amount and fee) goes back to the member's balance.
 * The release is a rejection's (withdrawalRelease, libs/db: one key), and the request's row is locked as an
 * administrator's decision locks it: of a cancellation and a decision, one wins and the other
 * finds the request no longer pending, so the hold is released once at most.
 */
@CommandHandler(CancelWithdrawalCommand)
export class CancelWithdrawalHandler implements ICommandHandler<CancelWithdrawalCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventBus,
    private readonly wallet: WalletRepository,
  ) {}

  async execute({ link }: CancelWithdrawalCommand) {
    if (!link.wid) throw new LinkInvalid();
    const withdrawalId = link.wid;
    const entries = await this.unitOfWork.run(async (manager) => {
      // The request's row first, the member's second: the order an administrator's decision takes
      // them in (its ledger rows name the member, which waits on the member's lock). Taken the other
      // way round, a cancellation and a decision at the same moment deadlocked and one answered 500.
      const request = await this.wallet.lockOwnWithdrawal(manager, link.sub, withdrawalId);
      await useLink(manager, link, link.email);
      if (!request) throw new WalletRequestNotFound();
      if (request.status !== 'pending') throw new WithdrawalNotPending();
      await this.wallet.markCancelled(manager, withdrawalId);
      return withdrawalRelease(manager, request, 'cancelled');
    });
    this.events.publish(BalancesChangedEvent.of(entries));
    return { id: withdrawalId, status: 'cancelled' as const };
  }
}
