import { Module } from '@nestjs/common';
import { AdminOptionsService } from './admin-options.service';
import { AdminOptionsController } from './http/admin-options.controller';
import { OptionsController } from './http/options.controller';
import { OptionsService } from './options.service';

/** The settings: members read them, administrators edit them (`/api/admin/options`). */
@Module({
  controllers: [OptionsController, AdminOptionsController],
  providers: [OptionsService, AdminOptionsService],
  exports: [OptionsService],
})
export class OptionsModule {}
