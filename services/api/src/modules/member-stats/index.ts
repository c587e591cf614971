export { MemberStatsModule } from './member-stats.module';
