export { WalletModule } from './wallet.module';
export { WalletQueries } from './wallet.queries';
export { spendFromBalance } from './spend';
export { assertWithinFreeLimit } from './free-limit';
