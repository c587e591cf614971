import { Inject, Injectable } from '@nestjs/common';
import { CLOCK } from '@earnwave/config';
import type { EventJob } from '@earnwave/contracts';
import { findCurrentMembership, lockAccounts } from '@earnwave/db';
import {
  memberAvailable,
  PLATFORM,
  referralMultiplier,
  referralReward,
  transfer,
  type Clock,
  type LedgerEntry,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { SettlementRepository } from './infra/settlement.repository';

/** Referral rewards' part of a settlement group. */
@Injectable()
export class ReferralRewards {
  constructor(
    private readonly settlement: SettlementRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Referral rewards for referred members' first paid activations, in the settlement group's
   * transaction: ceil(multiplier × min(referrer's level price, what that activation cost)), so a
   * referral never pays out more than came in with it. The referrer's account is locked first, so their ordinal counter cannot be read
   * twice at once; the referral_rewards row (one per referred member) makes a second reward
   * impossible. A referrer whose membership has expired earns nothing for this referral, ever.
   */
  async entries(manager: EntityManager, dues: EventJob<'referral.reward-due'>[]): Promise<LedgerEntry[]> {
    if (dues.length === 0) return [];
    await lockAccounts(
      manager,
      dues.map((due) => memberAvailable(due.referrerId)),
    );
    const entries: LedgerEntry[] = [];
    for (const due of dues) {
      const membership = await findCurrentMembership(manager, due.referrerId, this.clock.now());
      const ordinal = (await this.settlement.rewardedReferrals(manager, due.referrerId)) + 1;
      const amount =
        membership && !membership.expired
          ? referralReward(
              referralMultiplier(membership.level.referrals, ordinal),
              membership.level.price,
              // What the referred member paid for the first paid membership that made this reward due.
              await this.settlement.firstPaidActivationPrice(manager, due.referredId),
            )
          : 0n;
      const recorded = await this.settlement.recordReferralReward(manager, {
        referredId: due.referredId,
        referrerId: due.referrerId,
        ordinal: amount > 0n ? ordinal : null,
        amount,
        outcome: amount > 0n ? 'rewarded' : 'skipped',
      });
      if (!recorded || amount === 0n) continue;
      entries.push(
        transfer('referral', `referral:${due.referredId}`, PLATFORM.rewards, memberAvailable(due.referrerId), amount, {
          memberId: due.referrerId,
          metadata: { referredId: due.referredId, ordinal },
        }),
      );
    }
    return entries;
  }
}
