export { LoginPage } from './LoginPage';
export { TwoFactorPage } from './TwoFactorPage';
