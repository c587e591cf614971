export { SettingsModule } from './settings.module';
export { SettingsService, sanitize } from './settings.service';
