import { Inject, Injectable } from '@nestjs/common';
import { CLOCK } from '@earnwave/config';
import type {
  MemberLevelRewards,
  MemberStatus,
  MemberSubscriptionView,
  MembershipLevelCard,
  Role,
} from '@earnwave/contracts';
import { daysLeft, memberAvailable, NoMembershipYet, type Clock } from '@earnwave/domain';
import { creditsToJson } from '@earnwave/money';
import { NotFound } from '../../../common/errors';
import { MembershipsRepository } from '../infra/memberships.repository';
import { levelCard, levelRewards, memberSubscriptionView } from '../membership-answers';

export interface MemberRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: MemberStatus;
  daysLeft: number;
  balance: number;
  memberSubscription: MemberSubscriptionView | null;
}

/** Memberships as the member reads them: the levels to choose from, their own level and record. */
@Injectable()
export class MembershipsQueries {
  constructor(
    private readonly memberships: MembershipsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The membership page's level chooser, in ladder order; unavailable levels are listed, disabled. */
  async levels(): Promise<MembershipLevelCard[]> {
    return (await this.memberships.levels()).map(levelCard);
  }

  /**
   * The level of the member's current membership, for the rewards screens. An expired one is still
   * answered: the screens show what the member would earn again by renewing.
   */
  async memberLevel(memberId: string): Promise<MemberLevelRewards> {
    const current = await this.memberships.currentMembership(memberId);
    if (!current) throw new NoMembershipYet();
    return levelRewards(current.level);
  }

  /**
   * The member record (ARCHITECTURE.md): the client polls it every 10 s while pending. daysLeft is 0
   * once the term is over, even before the daily job marks the membership expired.
   */
  async memberRecord(memberId: string): Promise<MemberRecord> {
    const user = await this.memberships.member(memberId);
    if (!user) throw new NotFound();
    const now = this.clock.now();
    const [current, balance] = await Promise.all([
      this.memberships.currentMembership(memberId, now),
      this.memberships.availableBalance(memberAvailable(memberId)),
    ]);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      status: user.status,
      daysLeft: current && !current.expired ? daysLeft(current.subscription.endedAt, now) : 0,
      balance: creditsToJson(balance),
      memberSubscription: current ? memberSubscriptionView(current.subscription) : null,
    };
  }
}
