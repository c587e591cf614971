import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { OwnAccount } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { MemberStatsQueries } from '../queries/member-stats.queries';
import { DaysQuery } from '../../../common/pipes/days-query';

/** Spec 7, Wallet and referrals: the dashboard's statistics. */
@ApiTags('statistics')
@ApiBearerAuth()
@OwnAccount()
@Controller('members/:id')
export class MemberStatsController {
  constructor(private readonly stats: MemberStatsQueries) {}

  @Get('commitments/views')
  async views(@Param('id', AccountIdPipe) id: string, @Query() query: DaysQuery) {
    return ok(await this.stats.views(id, query.days));
  }

  @Get('rewards-usage')
  async rewardsUsage(@Param('id', AccountIdPipe) id: string) {
    return ok(await this.stats.rewardsUsage(id));
  }

  @Get('progress-counter')
  async progress(@Param('id', AccountIdPipe) id: string) {
    return ok(await this.stats.progress(id));
  }
}
