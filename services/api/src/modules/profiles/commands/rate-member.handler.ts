import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hasCapability } from '@earnwave/contracts';
import { AdminHoldsNoProfile, AlreadyRated, CannotRateOneself, MemberNotFound } from '@earnwave/domain';
import { UnitOfWork } from '@earnwave/db';
import { ProfilesRepository } from '../infra/profiles.repository';
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
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly profiles: ProfilesRepository,
  ) {}

  async execute({ rater, receiverId, stars }: RateMemberCommand): Promise<RatingResult> {
    if (!hasCapability(rater.role, 'walletHolder')) throw new AdminHoldsNoProfile();
    if (receiverId === rater.id) throw new CannotRateOneself();
    return this.unitOfWork.run(async (manager) => {
      if (!(await this.profiles.isVisibleMember(manager, receiverId))) throw new MemberNotFound('receiverMemberId');
      await this.profiles.ensureProfile(manager, receiverId);
      if (!(await this.profiles.insertRating(manager, rater.id, receiverId, stars))) throw new AlreadyRated();
      const { ratingSum, ratingCount } = await this.profiles.addToRating(manager, receiverId, stars);
      return { averageRating: averageRating(ratingSum, ratingCount), ratingCount, isRated: true };
    });
  }
}
