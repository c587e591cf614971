import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { findSubscription, type MemberSubscription } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { MembershipsRepository } from '../infra/memberships.repository';
import { lockPendingRequest } from './decide-membership-request';
import { RejectMembershipRequestCommand } from './reject-membership-request.command';

/**
 * An administrator refuses a USDT proof, saying why. The Txid stays used: a refused transfer
 * proof cannot be sent again by someone else. The member's status goes back to what it was
 * before the request: active if they ever held a membership (an expired one shows daysLeft 0),
 * otherwise inactive, so they can choose a level again.
 */
@CommandHandler(RejectMembershipRequestCommand)
export class RejectMembershipRequestHandler implements ICommandHandler<RejectMembershipRequestCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly memberships: MembershipsRepository,
  ) {}

  execute({ requestId, adminId, reason }: RejectMembershipRequestCommand): Promise<MemberSubscription> {
    return this.db.transaction(async (manager) => {
      const request = await lockPendingRequest(manager, { requestId, adminId, decision: 'reject', reason });
      await this.memberships.rejectSubscription(manager, request.id, reason);
      await this.memberships.restoreMemberStatus(manager, request.memberId);
      return (await findSubscription(manager, request.id))!;
    });
  }
}
