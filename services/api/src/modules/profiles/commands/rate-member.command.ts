import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';

export interface RatingResult {
  averageRating: number;
  ratingCount: number;
  isRated: true;
}

/** The caller rates another member, once: 1 to 5 whole stars. */
export class RateMemberCommand extends Command<RatingResult> {
  constructor(
    readonly rater: UserEntity,
    readonly receiverId: string,
    readonly stars: number,
  ) {
    super();
  }
}
