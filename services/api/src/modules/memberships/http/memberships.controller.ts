import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { FREE_RECEIPT, MSG } from '@earnwave/contracts';
import type { UserEntity } from '@earnwave/db';
import { BeforeTwoFactor, Caller, OwnAccount, RequireCapability } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { Idempotent } from '../../../common/idempotency/idempotency.interceptor';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { RequestSubscriptionCommand } from '../commands/request-subscription.command';
import { requestView } from '../membership-answers';
import { MembershipsQueries } from '../queries/memberships.queries';
import { RequestSubscriptionDto } from './dto/request-subscription.dto';

/** Spec 7 (Public and membership) and ARCHITECTURE.md's member record. */
@ApiTags('memberships')
@ApiBearerAuth()
@Controller()
export class MembershipsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: MembershipsQueries,
  ) {}

  @OwnAccount()
  @Get('members/:id/membership-levels')
  async levels(@Param('id', AccountIdPipe) _id: string) {
    return ok(await this.queries.levels(), MSG.levelsListed);
  }

  @OwnAccount()
  @Get('users/:id/membership-level')
  async memberLevel(@Param('id', AccountIdPipe) id: string) {
    return ok(await this.queries.memberLevel(id));
  }

  @OwnAccount()
  @BeforeTwoFactor()
  @Get('members/:id')
  async memberRecord(@Param('id', AccountIdPipe) id: string) {
    return ok(await this.queries.memberRecord(id), MSG.memberRecord);
  }

  @RequireCapability('member')
  @Idempotent()
  @Post('members/subscription')
  async requestSubscription(@Caller() caller: UserEntity, @Body() body: RequestSubscriptionDto) {
    const { subscription, memberStatus } = await this.commands.execute(
      new RequestSubscriptionCommand(caller, body.level, body.receipt, body.amount, body.startedAt),
    );
    const message = body.receipt === FREE_RECEIPT ? MSG.freeSubscriptionRequested : MSG.subscriptionRequested;
    return ok(requestView(subscription, memberStatus), message);
  }
}
