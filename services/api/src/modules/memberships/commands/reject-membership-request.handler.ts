import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork, type MemberSubscription } from '@earnwave/db';
import { SignInChanges } from '../../../common/auth/sign-in-changes';
import { MembershipRequestDecisions } from '../infra/membership-request-decisions';
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
    private readonly unitOfWork: UnitOfWork,
    private readonly memberships: MembershipRequestDecisions,
    private readonly sessions: SignInChanges,
  ) {}

  async execute({ requestId, adminId, reason }: RejectMembershipRequestCommand): Promise<MemberSubscription> {
    const rejected = await this.unitOfWork.run(async (manager) => {
      const decided = await this.memberships.lockPending(manager, { requestId, adminId, decision: 'reject', reason });
      const { request } = decided;
      // chainDecision answers a reason for every rejection (given, or the mismatch's detail).
      await this.memberships.rejectSubscription(manager, request.id, decided.reason!);
      await this.memberships.restoreMemberStatus(manager, request.memberId);
      return (await this.memberships.subscription(manager, request.id))!;
    });
    // The member's status is back from their next request on (it is part of the session check), as on approval.
    await this.sessions.caughtUp();
    return rejected;
  }
}
