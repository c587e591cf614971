import { Command } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';

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
    /** The call's transaction, which keeps its Idempotency-Key with the view (CallTransaction). */
    readonly callTransaction?: EntityManager,
  ) {
    super();
  }
}
