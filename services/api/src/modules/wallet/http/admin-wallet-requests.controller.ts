import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import type { FastifyReply } from 'fastify';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { ApiListQuery, RecordIdPipe, sendPage } from '../../../common/simple-rest/list-query';
import { DecideWalletRequestCommand, type WalletDecisionResource } from '../commands/decide-wallet-request.command';
import { CREDIT_PURCHASES, WITHDRAWALS } from '../infra/wallet-requests.repository';
import { WalletRequestsQueries } from '../queries/wallet-requests.queries';
import { walletRequestRecord } from '../wallet-answers';
import { ApproveDto, RejectDto } from './dto/wallet.dto';

/**
 * Withdrawals and credit purchases for administrators: lists and records with their audit and, as
 * in ARCHITECTURE.md, the decisions; answers are bare records (react-admin).
 */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminWalletRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly requests: WalletRequestsQueries,
  ) {}

  @Get('withdrawals')
  @ApiListQuery(WITHDRAWALS)
  async withdrawals(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.requests.withdrawals(query);
    return sendPage(res, 'withdrawals', page, page.rows);
  }

  @Get('withdrawals/:id')
  withdrawal(@Param('id', RecordIdPipe) id: string) {
    return this.requests.withdrawalById(id);
  }

  @Get('credit-purchases')
  @ApiListQuery(CREDIT_PURCHASES)
  async creditPurchases(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    const page = await this.requests.creditPurchases(query);
    return sendPage(res, 'credit-purchases', page, page.rows);
  }

  @Get('credit-purchases/:id')
  creditPurchase(@Param('id', RecordIdPipe) id: string) {
    return this.requests.creditPurchaseById(id);
  }

  @HttpCode(200)
  @Post('withdrawals/:requestId/approve')
  approveWithdrawal(
    @Caller() admin: UserEntity,
    @Param('requestId', AccountIdPipe) id: string,
    @Body() body: ApproveDto,
  ) {
    return this.decide('withdrawals', id, admin, 'approve', body);
  }

  @HttpCode(200)
  @Post('withdrawals/:requestId/reject')
  rejectWithdrawal(
    @Caller() admin: UserEntity,
    @Param('requestId', AccountIdPipe) id: string,
    @Body() body: RejectDto,
  ) {
    return this.decide('withdrawals', id, admin, 'reject', body);
  }

  @HttpCode(200)
  @Post('credit-purchases/:requestId/approve')
  approvePurchase(
    @Caller() admin: UserEntity,
    @Param('requestId', AccountIdPipe) id: string,
    @Body() body: ApproveDto,
  ) {
    return this.decide('credit-purchases', id, admin, 'approve', body);
  }

  @HttpCode(200)
  @Post('credit-purchases/:requestId/reject')
  rejectPurchase(@Caller() admin: UserEntity, @Param('requestId', AccountIdPipe) id: string, @Body() body: RejectDto) {
    return this.decide('credit-purchases', id, admin, 'reject', body);
  }

  private async decide(
    resource: WalletDecisionResource,
    id: string,
    admin: UserEntity,
    decision: 'approve' | 'reject',
    body: { txid?: string; reason?: string; override?: string },
  ) {
    const decided = await this.commands.execute(
      new DecideWalletRequestCommand(resource, id, admin.id, decision, body.txid, body.reason, body.override),
    );
    return walletRequestRecord(decided);
  }
}
