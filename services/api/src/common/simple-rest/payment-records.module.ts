import { Module } from '@nestjs/common';
import { SettingsModule } from '../../modules/settings';
import { PaymentRecords } from './payment-records';

/** The console's payment records reader, for the modules whose resources are payments (wallet, memberships, tasks). */
@Module({
  imports: [SettingsModule],
  providers: [PaymentRecords],
  exports: [PaymentRecords],
})
export class PaymentRecordsModule {}
