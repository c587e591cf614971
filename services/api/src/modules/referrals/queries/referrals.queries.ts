import { Injectable } from '@nestjs/common';
import type { ReferralStatus } from '@earnwave/contracts';
import { ReferralsRepository } from '../infra/referrals.repository';

/** A member's referral code and the members they referred (spec 7, Wallet and referrals). */
@Injectable()
export class ReferralsQueries {
  constructor(private readonly referralsRepository: ReferralsRepository) {}

  referralCode(memberId: string): Promise<string> {
    return this.referralsRepository.referralCode(memberId);
  }

  /** Newest first: spec 3's id, name, status, updatedAt. */
  referrals(memberId: string): Promise<{ id: string; name: string; status: ReferralStatus; updatedAt: Date }[]> {
    return this.referralsRepository.referrals(memberId);
  }
}
