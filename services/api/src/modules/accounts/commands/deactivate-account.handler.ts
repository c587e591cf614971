import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { hasCapability } from '@earnwave/contracts';
import { UnitOfWork, UserEntity } from '@earnwave/db';
import { OwnAccountNotDeactivated } from '@earnwave/domain';
import { SessionsRevokedEvent } from '../events/sessions-revoked.event';
import { IsNull } from 'typeorm';
import { SessionsService } from '../../../common/auth/sessions.service';
import { NotFound } from '../../../common/errors';
import { DeactivateAccountCommand } from './deactivate-account.command';

/**
 * Deactivation freezes an account: login is refused and every token dies, but the ledger and
 * the balance are kept (nothing is forfeited) and an administrator can reactivate it. An
 * administrator does not close their own account, here as in the console's member actions: the
 * last one would leave nobody to decide payouts or reactivate anyone.
 */
@CommandHandler(DeactivateAccountCommand)
export class DeactivateAccountHandler implements ICommandHandler<DeactivateAccountCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly events: EventBus,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ accountId, caller }: DeactivateAccountCommand): Promise<void> {
    if (accountId === caller.id && hasCapability(caller.role, 'admin')) throw new OwnAccountNotDeactivated();
    await this.unitOfWork.run(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({ deactivatedAt: () => 'now()', tokenVersion: () => 'token_version + 1' })
        .where({ id: accountId, deactivatedAt: IsNull() })
        .execute();
      if (result.affected === 0) throw new NotFound();
      await this.sessions.endAll(manager, accountId, 'deactivated');
    });
    await this.sessions.caughtUp();
    this.events.publish(new SessionsRevokedEvent(accountId));
  }
}
