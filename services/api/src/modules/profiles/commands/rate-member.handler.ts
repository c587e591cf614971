import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasCapability } from '@earnwave/contracts';
import { AdminHoldsNoProfile, AlreadyRated, CannotRateOneself, MemberNotFound } from '@earnwave/domain';
import { DataSource } from 'typeorm';
import { ensureProfile, isVisibleMember } from '../profile-rows';
import { averageRating } from '../rating-average';
import { RateMemberCommand, type RatingResult } from './rate-member.command';

/**
 * A rating is given once per rater and member (spec 4), never to oneself. The rating row and the
 * receiver's exact sum and count change in one transaction: the rating's primary key makes a
 * second, even concurrent, attempt wait for the first and then insert nothing (409), and the
 * profile row's lock serialises raters of the same member.
 */
@CommandHandler(RateMemberCommand)
export class RateMemberHandler implements ICommandHandler<RateMemberCommand> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ rater, receiverId, stars }: RateMemberCommand): Promise<RatingResult> {
    if (!hasCapability(rater.role, 'walletHolder')) throw new AdminHoldsNoProfile();
    if (receiverId === rater.id) throw new CannotRateOneself();
    return this.db.transaction(async (manager) => {
      if (!(await isVisibleMember(manager, receiverId))) throw new MemberNotFound('receiverMemberId');
      await ensureProfile(manager, receiverId);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO ratings (rater_id, receiver_id, stars) VALUES ($1, $2, $3)
         ON CONFLICT (rater_id, receiver_id) DO NOTHING RETURNING rater_id`,
        [rater.id, receiverId, stars],
      );
      if (inserted.length === 0) throw new AlreadyRated();
      const [totals]: { rating_sum: number; rating_count: number }[] = await manager.query(
        `WITH rated AS (
           UPDATE member_profiles SET rating_sum = rating_sum + $2, rating_count = rating_count + 1
           WHERE member_id = $1 RETURNING rating_sum, rating_count)
         SELECT rating_sum, rating_count FROM rated`,
        [receiverId, stars],
      );
      return {
        averageRating: averageRating(totals.rating_sum, totals.rating_count),
        ratingCount: totals.rating_count,
        isRated: true,
      };
    });
  }
}
