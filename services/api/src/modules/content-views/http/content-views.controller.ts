import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { WALLET_MSG } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { RequireCapability, SelfOnly } from '../../../common/auth/access.decorators';
import { ok } from '../../../common/http/envelope';
import { CallTransaction } from '../../../common/idempotency/call-transaction';
import { Idempotent } from '../../../common/idempotency/idempotency.interceptor';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { CountContentViewCommand } from '../commands/count-content-view.command';
import { HandOutContentsCommand } from '../commands/hand-out-contents.command';
import { EntityManager } from 'typeorm';
import { ContentViewDto } from './dto/content-view.dto';
import { ContentsQuery } from './dto/limit.query';

/** Spec 7, Content viewing. */
@ApiTags('content viewing')
@ApiBearerAuth()
@RequireCapability('member')
@SelfOnly()
@Controller('members/:id')
export class ContentViewsController {
  constructor(private readonly commands: CommandBus) {}

  @Get('contents')
  async contents(@Param('id', AccountIdPipe) id: string, @Query() query: ContentsQuery) {
    return ok(await this.commands.execute(new HandOutContentsCommand(id, query.limit)));
  }

  @Idempotent({ inOneTransaction: true })
  @Post('content-views')
  async count(
    @Param('id', AccountIdPipe) id: string,
    @Body() body: ContentViewDto,
    @CallTransaction() callTransaction?: EntityManager,
  ) {
    const view = await this.commands.execute(new CountContentViewCommand(id, body.contentId, callTransaction));
    return ok(
      {
        id: view.id,
        contentId: view.contentId,
        reward: creditsToJson(view.reward),
        usedRewards: creditsToJson(view.usedRewards),
        weeklyTokenLimit: creditsToJson(view.weeklyTokenLimit),
        createdAt: view.createdAt,
      },
      WALLET_MSG.viewCounted,
    );
  }
}
