import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserEntity } from '@earnwave/db';
import { Caller, RequireCapability } from '../../../common/auth/access.decorators';
import type { WalletDecisionResource } from '../../../common/decisions/pending-request';
import { AccountIdPipe } from '../../../common/pipes/account-id.pipe';
import { DecideWalletRequestCommand } from '../commands/decide-wallet-request.command';
import { walletRequestRecord } from '../wallet-views';
import { ApproveDto, RejectDto } from './dto/wallet.dto';

/** ARCHITECTURE.md, admin decisions on withdrawals and credit purchases; answers are bare records (react-admin). */
@ApiTags('admin')
@ApiBearerAuth()
@RequireCapability('admin')
@Controller('admin')
export class AdminWalletDecisionsController {
  constructor(private readonly commands: CommandBus) {}

  @HttpCode(200)
  @Post('withdrawals/:requestId/approve')
  approveWithdrawal(
    @Caller() admin: UserEntity,
    @Param('requestId', AccountIdPipe) id: string,
    @Body() body: ApproveDto,
  ) {
    return this.decide('withdrawals', id, admin, 'approve', body.txid);
  }

  @HttpCode(200)
  @Post('withdrawals/:requestId/reject')
  rejectWithdrawal(
    @Caller() admin: UserEntity,
    @Param('requestId', AccountIdPipe) id: string,
    @Body() body: RejectDto,
  ) {
    return this.decide('withdrawals', id, admin, 'reject', undefined, body.reason);
  }

  @HttpCode(200)
  @Post('credit-purchases/:requestId/approve')
  approvePurchase(
    @Caller() admin: UserEntity,
    @Param('requestId', AccountIdPipe) id: string,
    @Body() body: ApproveDto,
  ) {
    return this.decide('credit-purchases', id, admin, 'approve', body.txid);
  }

  @HttpCode(200)
  @Post('credit-purchases/:requestId/reject')
  rejectPurchase(@Caller() admin: UserEntity, @Param('requestId', AccountIdPipe) id: string, @Body() body: RejectDto) {
    return this.decide('credit-purchases', id, admin, 'reject', undefined, body.reason);
  }

  private async decide(
    resource: WalletDecisionResource,
    id: string,
    admin: UserEntity,
    decision: 'approve' | 'reject',
    txid?: string,
    reason?: string,
  ) {
    const decided = await this.commands.execute(
      new DecideWalletRequestCommand(resource, id, admin.id, decision, txid, reason),
    );
    return walletRequestRecord(decided);
  }
}
