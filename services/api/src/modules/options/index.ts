export { OptionsModule } from './options.module';
export { OptionsService, sanitize } from './options.service';
export { flagFilter, PaymentRecords, type UnreviewedRecord } from './payment-records';
