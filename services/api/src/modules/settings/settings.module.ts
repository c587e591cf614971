import { Module } from '@nestjs/common';
import { AdminSettingsService, OPTION_RECORDS } from './admin-settings.service';
import { provideReader } from '../../common/simple-rest/console-records';
import { AdminSettingsController } from './http/admin-settings.controller';
import { SettingsController } from './http/settings.controller';
import { SettingsRepository } from './infra/settings.repository';
import { SettingsService } from './settings.service';

/** The settings: members read them, administrators edit them (`/api/admin/options`). */
@Module({
  controllers: [SettingsController, AdminSettingsController],
  providers: [
    SettingsService,
    AdminSettingsService,
    SettingsRepository,
    provideReader(OPTION_RECORDS, AdminSettingsService, (settings) => settings),
  ],
  exports: [SettingsService],
})
export class SettingsModule {}
