import { Command } from '@nestjs/cqrs';
import type { MemberStatus, MembershipLevelSlug } from '@earnwave/contracts';
import type { MemberSubscription, UserEntity } from '@earnwave/db';

export interface RequestedSubscription {
  subscription: MemberSubscription;
  memberStatus: MemberStatus;
}

export class RequestSubscriptionCommand extends Command<RequestedSubscription> {
  constructor(
    readonly member: UserEntity,
    readonly level: MembershipLevelSlug,
    readonly receipt: string,
    /** Micro-credits. */
    readonly amount: bigint,
    /** The transfer day as sent (checked by the DTO); required for a USDT transfer. */
    readonly startedAt?: string,
  ) {
    super();
  }
}
