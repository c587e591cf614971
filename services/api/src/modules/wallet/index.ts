export { WalletModule } from './wallet.module';
export { assertWithinFreeLimit } from './free-limit';
export { RequestCreditPurchaseCommand } from './commands/request-credit-purchase.command';
export { DecideWalletRequestCommand } from './commands/decide-wallet-request.command';
