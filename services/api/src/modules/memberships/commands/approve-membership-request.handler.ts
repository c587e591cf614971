import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK } from '@earnwave/config';
import { activateSubscription, type MemberSubscription, UnitOfWork } from '@earnwave/db';
import type { Clock } from '@earnwave/domain';
import { SessionsService } from '../../../common/auth/sessions.service';
import { ApproveMembershipRequestCommand } from './approve-membership-request.command';
import { lockPendingRequest } from './decide-membership-request';

/** An administrator confirms a USDT transfer: the membership is activated and its price posted. */
@CommandHandler(ApproveMembershipRequestCommand)
export class ApproveMembershipRequestHandler implements ICommandHandler<ApproveMembershipRequestCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ requestId, adminId, override }: ApproveMembershipRequestCommand): Promise<MemberSubscription> {
    const activated = await this.unitOfWork.run(async (manager) => {
      const { request } = await lockPendingRequest(manager, { requestId, adminId, decision: 'approve', override });
      return activateSubscription(manager, request, this.clock.now());
    });
    // The member is active from their next request on (their status is part of the session check).
    await this.sessions.caughtUp();
    return activated;
  }
}
