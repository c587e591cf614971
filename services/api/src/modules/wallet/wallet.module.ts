import { Module } from '@nestjs/common';
import { LedgerWriter } from '@earnwave/db';
import { MembershipsModule } from '../memberships';
import { OptionsModule } from '../options';
import { TwoFactorModule } from '../two-factor';
import { CancelWithdrawalHandler } from './commands/cancel-withdrawal.handler';
import { DecideWalletRequestHandler } from './commands/decide-wallet-request.handler';
import { RequestCreditPurchaseHandler } from './commands/request-credit-purchase.handler';
import { RequestWithdrawalHandler } from './commands/request-withdrawal.handler';
import { SendGiftHandler } from './commands/send-gift.handler';
import { AdminWalletRequestsController } from './http/admin-wallet-requests.controller';
import { WalletController } from './http/wallet.controller';
import { WalletRequestsQueries } from './queries/wallet-requests.queries';
import { GiftReceivers } from './infra/gift-receivers';
import { WalletRequestDecisions } from './infra/wallet-request-decisions';
import { WalletRepository } from './infra/wallet.repository';
import { PostgresLedgerWriter } from './ledger-writer';

@Module({
  imports: [MembershipsModule, OptionsModule, TwoFactorModule],
  controllers: [WalletController, AdminWalletRequestsController],
  providers: [
    WalletRepository,
    { provide: GiftReceivers, useExisting: WalletRepository },
    { provide: WalletRequestDecisions, useExisting: WalletRepository },
    SendGiftHandler,
    RequestWithdrawalHandler,
    CancelWithdrawalHandler,
    RequestCreditPurchaseHandler,
    DecideWalletRequestHandler,
    WalletRequestsQueries,
    { provide: LedgerWriter, useClass: PostgresLedgerWriter },
  ],
  exports: [LedgerWriter],
})
export class WalletModule {}
