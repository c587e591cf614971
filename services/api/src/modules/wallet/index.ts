export { WalletModule } from './wallet.module';
export { spendFromBalance } from './spend';
export { assertWithinFreeLimit } from './free-limit';
