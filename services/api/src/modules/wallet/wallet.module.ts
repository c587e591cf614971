import { Module } from '@nestjs/common';
import { LedgerWriter } from '@earnwave/db';
import { MembershipsModule } from '../memberships';
import { PaymentRecordsModule } from '../../common/simple-rest/payment-records.module';
import { SettingsModule } from '../settings';
import { TwoFactorModule } from '../two-factor';
import { CancelWithdrawalHandler } from './commands/cancel-withdrawal.handler';
import { DecideWalletRequestHandler } from './commands/decide-wallet-request.handler';
import { RequestCreditPurchaseHandler } from './commands/request-credit-purchase.handler';
import { RequestWithdrawalHandler } from './commands/request-withdrawal.handler';
import { SendGiftHandler } from './commands/send-gift.handler';
import { AdminCreditPurchasesController, AdminWithdrawalsController } from './http/admin-wallet-requests.controller';
import { provideReader } from '../../common/simple-rest/console-records';
import { WalletController } from './http/wallet.controller';
import { WalletQueries } from './queries/wallet.queries';
import { GiftReceivers } from './infra/gift-receivers';
import { WalletRequestDecisions } from './infra/wallet-request-decisions';
import {
  CREDIT_PURCHASE_RECORDS,
  WalletRequestsRepository,
  WITHDRAWAL_RECORDS,
} from './infra/wallet-requests.repository';
import { WalletRepository } from './infra/wallet.repository';
import { PostgresLedgerWriter } from './ledger-writer';

@Module({
  imports: [MembershipsModule, PaymentRecordsModule, SettingsModule, TwoFactorModule],
  controllers: [WalletController, AdminWithdrawalsController, AdminCreditPurchasesController],
  providers: [
    WalletRepository,
    { provide: GiftReceivers, useExisting: WalletRepository },
    { provide: WalletRequestDecisions, useExisting: WalletRepository },
    SendGiftHandler,
    RequestWithdrawalHandler,
    CancelWithdrawalHandler,
    RequestCreditPurchaseHandler,
    DecideWalletRequestHandler,
    WalletRequestsRepository,
    WalletQueries,
    provideReader(WITHDRAWAL_RECORDS, WalletRequestsRepository, (requests) => requests.withdrawals),
    provideReader(CREDIT_PURCHASE_RECORDS, WalletRequestsRepository, (requests) => requests.creditPurchases),
    { provide: LedgerWriter, useClass: PostgresLedgerWriter },
  ],
  exports: [LedgerWriter],
})
export class WalletModule {}
