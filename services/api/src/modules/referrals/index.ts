export { ReferralsModule } from './referrals.module';
