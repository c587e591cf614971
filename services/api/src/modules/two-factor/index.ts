export { TwoFactorModule } from './two-factor.module';
