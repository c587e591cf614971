import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK } from '@earnwave/config';
import { FREE_RECEIPT, hasCapability, type MemberStatus } from '@earnwave/contracts';
import {
  appendOutbox,
  claimTxid,
  findCurrentMembership,
  findLevel,
  findPendingSubscription,
  findSubscription,
  lockMember,
  type MembershipLevel,
  TxidAlreadyUsedError,
  UnitOfWork,
  wouldShorten,
} from '@earnwave/db';
import {
  AdminHoldsNoMembership,
  AmountIsNotLevelPrice,
  ApplicationPending,
  FreeMembershipAlreadyUsed,
  FreeMembershipIsBronzeOnly,
  LevelAlreadyHeld,
  LevelUnavailable,
  LevelUnknown,
  TransferDateRequired,
  TxidAlreadyUsed,
  type Clock,
} from '@earnwave/domain';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { MembershipsRepository } from '../infra/memberships.repository';
import { checkTransferDate } from '../transfer-date';
import { RequestSubscriptionCommand, type RequestedSubscription } from './request-subscription.command';
import { SessionsService } from '../../../common/auth/sessions.service';

/**
 * A member asks for a level: free bronze (the worker activates it at once) or a paid level with
 * a USDT transfer proof (an administrator decides). Runs under the member's row lock, so two
 * requests of one member are decided one after the other.
 */
@CommandHandler(RequestSubscriptionCommand)
export class RequestSubscriptionHandler implements ICommandHandler<RequestSubscriptionCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly memberships: MembershipsRepository,
    private readonly sessions: SessionsService,
  ) {}

  async execute(command: RequestSubscriptionCommand): Promise<RequestedSubscription> {
    // Administrators read and decide; they never hold a membership of their own.
    if (!hasCapability(command.member.role, 'walletHolder')) throw new AdminHoldsNoMembership();
    const free = command.receipt === FREE_RECEIPT;
    const requested = await this.unitOfWork.run(async (manager) => {
      const memberId = command.member.id;
      await lockMember(manager, memberId);
      const level = await findLevel(manager, command.level);
      if (!level) throw new LevelUnknown();
      if (!level.available) throw new LevelUnavailable();
      if (await findPendingSubscription(manager, memberId)) throw new ApplicationPending();
      const holdsActive = await this.assertNotHeldAlready(manager, memberId, level);

      const id = randomUUID();
      if (free) {
        await this.assertFreeAllowed(manager, memberId, command);
      } else {
        if (command.amount !== level.price) throw new AmountIsNotLevelPrice();
        if (!command.startedAt) throw new TransferDateRequired();
        await claimTxid(manager, command.receipt, 'membership', id).catch((error: unknown) => {
          throw error instanceof TxidAlreadyUsedError ? new TxidAlreadyUsed('membership') : error;
        });
      }
      const transferDate = free ? null : (checkTransferDate(command.startedAt) as { day: string }).day;
      await this.memberships.insertSubscription(manager, {
        id,
        memberId,
        level: level.slug,
        method: free ? 'free' : 'usdt',
        receipt: command.receipt,
        amount: command.amount,
        transferDate,
      });
      // A member who still holds an unexpired membership keeps it (and the dashboard) while the
      // upgrade waits; anyone else waits on the membership page.
      const memberStatus: MemberStatus = holdsActive ? 'active' : 'pending';
      await this.memberships.setMemberStatus(manager, memberId, memberStatus);
      if (free) await appendOutbox(manager, 'membership.free-requested', { subscriptionId: id, memberId });
      return { subscription: (await findSubscription(manager, id))!, memberStatus };
    });
    // The member's status is part of the session check: it holds from their next request on.
    await this.sessions.caughtUp();
    return requested;
  }

  /**
   * Refuses now, before the member sends money, a request activateSubscription could never
   * activate (its rule, wouldShorten). Answers whether the member holds an unexpired membership.
   */
  private async assertNotHeldAlready(manager: EntityManager, memberId: string, level: MembershipLevel) {
    const current = await findCurrentMembership(manager, memberId, this.clock.now());
    if (wouldShorten(current, level.slug)) throw new LevelAlreadyHeld();
    return !!current && !current.expired;
  }

  /** The free level is bronze with amount 0, once per member, ever. */
  private async assertFreeAllowed(manager: EntityManager, memberId: string, command: RequestSubscriptionCommand) {
    if (command.level !== 'bronze' || command.amount !== 0n) throw new FreeMembershipIsBronzeOnly();
    if (await this.memberships.hasUsedFreeMembership(manager, memberId)) throw new FreeMembershipAlreadyUsed();
  }
}
