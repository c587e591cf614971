import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { findSubscription, type MemberSubscription } from '@earnwave/db';
import { DataSource } from 'typeorm';
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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ requestId, adminId, reason }: RejectMembershipRequestCommand): Promise<MemberSubscription> {
    return this.db.transaction(async (manager) => {
      const request = await lockPendingRequest(manager, { requestId, adminId, decision: 'reject', reason });
      await manager.query(
        `UPDATE member_subscriptions SET status = 'rejected', rejection_reason = $2, decided_at = now() WHERE id = $1`,
        [request.id, reason],
      );
      await manager.query(
        `UPDATE users SET updated_at = now(), status = CASE WHEN EXISTS (
           SELECT 1 FROM member_subscriptions WHERE member_id = $1 AND status IN ('active', 'expired')
         ) THEN 'active' ELSE 'inactive' END
         WHERE id = $1`,
        [request.memberId],
      );
      return (await findSubscription(manager, request.id))!;
    });
  }
}
