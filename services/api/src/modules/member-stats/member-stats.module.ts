import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { MemberStatsController } from './http/member-stats.controller';
import { MemberStatsQueries } from './member-stats.queries';

@Module({ imports: [MembershipsModule], controllers: [MemberStatsController], providers: [MemberStatsQueries] })
export class MemberStatsModule {}
