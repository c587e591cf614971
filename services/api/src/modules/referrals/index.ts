export { ReferralsModule } from './referrals.module';
export { referralStatusSql } from './referral-status';
