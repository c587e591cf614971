export { OptionsModule } from './options.module';
export { OptionsService, sanitize } from './options.service';
export { PaymentRecords } from './payment-records';
