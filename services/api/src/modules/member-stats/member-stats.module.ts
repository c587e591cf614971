import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { MemberStatsController } from './http/member-stats.controller';
import { MemberStatsRepository } from './infra/member-stats.repository';
import { MemberStatsQueries } from './queries/member-stats.queries';

@Module({
  imports: [MembershipsModule],
  controllers: [MemberStatsController],
  providers: [MemberStatsQueries, MemberStatsRepository],
})
export class MemberStatsModule {}
