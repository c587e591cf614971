export { OptionsModule } from './options.module';
export { OptionsService, sanitize } from './options.service';
export { flagFilter, PaymentRecords } from './payment-records';
