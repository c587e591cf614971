import { Command } from '@nestjs/cqrs';

export interface CountedView {
  id: string;
  contentId: string;
  /** Micro-credits earned by this view (capped at what was left of the week's limit). */
  reward: bigint;
  usedRewards: bigint;
  weeklyTokenLimit: bigint;
  createdAt: Date;
}

export class CountContentViewCommand extends Command<CountedView> {
  constructor(
    readonly memberId: string,
    readonly contentId: string,
  ) {
    super();
  }
}
