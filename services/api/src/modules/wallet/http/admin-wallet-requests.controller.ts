import { Body, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserEntity } from '@earnwave/db';
import { Caller } from '../../../common/auth/access.decorators';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { ConsoleRecords, type ConsoleResource, type RecordReader } from '../../../common/simple-rest/console-records';
import { RecordIdPipe } from '../../../common/simple-rest/list-query';
import { DecideWalletRequestCommand, type WalletDecisionResource } from '../commands/decide-wallet-request.command';
import { CREDIT_PURCHASE_RECORDS, WITHDRAWAL_RECORDS } from '../infra/wallet-requests.repository';
import { walletRequestRecord } from '../wallet-answers';
import { ApproveDto, RejectDto } from './dto/wallet.dto';

/**
 * Withdrawals or credit purchases for administrators: the list and records with their audit and,
 * as in ARCHITECTURE.md, the decisions; answers are bare records (react-admin).
 */
function WalletRequestRecords<L, R>(resource: ConsoleResource<RecordReader<L, R>>) {
  const kind = resource.spec.resource as WalletDecisionResource;

  class WalletRequestRoutes extends ConsoleRecords(resource, RecordIdPipe) {
    @Inject(CommandBus) readonly commands!: CommandBus;

    @HttpCode(200)
    @Post(':requestId/approve')
    approve(@Caller() admin: UserEntity, @Param('requestId', AccountIdPipe) id: string, @Body() body: ApproveDto) {
      return this.decide(id, admin, 'approve', body);
    }

    @HttpCode(200)
    @Post(':requestId/reject')
    reject(@Caller() admin: UserEntity, @Param('requestId', AccountIdPipe) id: string, @Body() body: RejectDto) {
      return this.decide(id, admin, 'reject', body);
    }

    async decide(
      id: string,
      admin: UserEntity,
      decision: 'approve' | 'reject',
      body: { txid?: string; reason?: string; override?: string },
    ) {
      const decided = await this.commands.execute(
        new DecideWalletRequestCommand(kind, id, admin.id, decision, body.txid, body.reason, body.override),
      );
      return walletRequestRecord(decided);
    }
  }
  return WalletRequestRoutes;
}

export class AdminWithdrawalsController extends WalletRequestRecords(WITHDRAWAL_RECORDS) {}

export class AdminCreditPurchasesController extends WalletRequestRecords(CREDIT_PURCHASE_RECORDS) {}
