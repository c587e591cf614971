export { ReferralsModule } from './referrals.module';
export { referralStatusSql } from './infra/referrals.repository';
