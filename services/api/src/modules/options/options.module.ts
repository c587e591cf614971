import { Module } from '@nestjs/common';
import { AdminOptionsService } from './admin-options.service';
import { AdminOptionsController } from './http/admin-options.controller';
import { OptionsController } from './http/options.controller';
import { OptionsRepository } from './infra/options.repository';
import { OptionsService } from './options.service';
import { PaymentRecords } from './payment-records';

/** The settings: members read them, administrators edit them (`/api/admin/options`). */
@Module({
  controllers: [OptionsController, AdminOptionsController],
  providers: [OptionsService, AdminOptionsService, PaymentRecords, OptionsRepository],
  exports: [OptionsService, PaymentRecords],
})
export class OptionsModule {}
