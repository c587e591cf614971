import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { DecideWalletRequestHandler } from './commands/decide-wallet-request.handler';
import { RequestCreditPurchaseHandler } from './commands/request-credit-purchase.handler';
import { RequestWithdrawalHandler } from './commands/request-withdrawal.handler';
import { SendGiftHandler } from './commands/send-gift.handler';
import { AdminWalletDecisionsController } from './http/admin-wallet-decisions.controller';
import { WalletController } from './http/wallet.controller';
import { WalletQueries } from './wallet.queries';

@Module({
  imports: [MembershipsModule],
  controllers: [WalletController, AdminWalletDecisionsController],
  providers: [
    WalletQueries,
    SendGiftHandler,
    RequestWithdrawalHandler,
    RequestCreditPurchaseHandler,
    DecideWalletRequestHandler,
  ],
  exports: [WalletQueries],
})
export class WalletModule {}
