import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { findCurrentMembership, UserEntity } from '@earnwave/db';
import { daysLeft, memberAvailable } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../common/errors';
import { memberSubscriptionView } from '../membership-views';
import { GetMemberRecordQuery, type MemberRecord } from './get-member-record.query';

/**
 * The member record (ARCHITECTURE.md): the client polls it every 10 s while pending. daysLeft is 0
 * once the term is over, even before the daily job marks the membership expired.
 */
@QueryHandler(GetMemberRecordQuery)
export class GetMemberRecordHandler implements IQueryHandler<GetMemberRecordQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ memberId }: GetMemberRecordQuery): Promise<MemberRecord> {
    const user = await this.db.getRepository(UserEntity).findOneBy({ id: memberId });
    if (!user) throw new NotFound();
    const [current, [account]] = await Promise.all([
      findCurrentMembership(this.db.manager, memberId),
      this.db.query(`SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1`, [
        memberAvailable(memberId),
      ]) as Promise<{ balance: string }[]>,
    ]);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      status: user.status,
      daysLeft: current && !current.expired ? daysLeft(current.subscription.endedAt, new Date()) : 0,
      balance: creditsToJson(BigInt(account?.balance ?? 0)),
      memberSubscription: current ? memberSubscriptionView(current.subscription) : null,
    };
  }
}
