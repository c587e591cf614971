export { TwoFactorModule } from './two-factor.module';
export { SecondFactor } from './second-factor';
