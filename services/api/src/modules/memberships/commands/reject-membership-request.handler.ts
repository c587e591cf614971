import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { findSubscription, type MemberSubscription } from '@earnwave/db';
import { DataSource } from 'typeorm';
import { SessionsService } from '../../../common/auth/sessions.service';
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
    private readonly sessions: SessionsService,
  ) {}

  async execute({ requestId, adminId, reason }: RejectMembershipRequestCommand): Promise<MemberSubscription> {
    const rejected = await this.db.transaction(async (manager) => {
      const decided = await lockPendingRequest(manager, { requestId, adminId, decision: 'reject', reason });
      const { request } = decided;
      // chainDecision answers a reason for every rejection (given, or the mismatch's detail).
      await this.memberships.rejectSubscription(manager, request.id, decided.reason!);
      await this.memberships.restoreMemberStatus(manager, request.memberId);
      return (await findSubscription(manager, request.id))!;
    });
    // The member's status is back from their next request on (it is part of the session check), as on approval.
    await this.sessions.caughtUp();
    return rejected;
  }
}
