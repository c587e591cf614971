import { Module } from '@nestjs/common';
import { MembershipsModule } from '../memberships';
import { OptionsModule } from '../options';
import { DecideWalletRequestHandler } from './commands/decide-wallet-request.handler';
import { RequestCreditPurchaseHandler } from './commands/request-credit-purchase.handler';
import { RequestWithdrawalHandler } from './commands/request-withdrawal.handler';
import { SendGiftHandler } from './commands/send-gift.handler';
import { AdminWalletRequestsController } from './http/admin-wallet-requests.controller';
import { WalletController } from './http/wallet.controller';
import { WalletRequestsQueries } from './queries/wallet-requests.queries';
import { WalletQueries } from './wallet.queries';

@Module({
  imports: [MembershipsModule, OptionsModule],
  controllers: [WalletController, AdminWalletRequestsController],
  providers: [
    WalletQueries,
    SendGiftHandler,
    RequestWithdrawalHandler,
    RequestCreditPurchaseHandler,
    DecideWalletRequestHandler,
    WalletRequestsQueries,
  ],
  exports: [WalletQueries],
})
export class WalletModule {}
