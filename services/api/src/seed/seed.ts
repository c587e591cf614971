import type { AppConfig } from '@earnwave/config';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '../common/storage/file-storage';
import { LocalDiskStorage } from '../common/storage/local-disk-storage';
import { ensureAdmin } from './admin.seed';
import { seedDemoAccounts } from './demo.seed';
import { seedLevels } from './levels.seed';
import { seedContent } from './content.seed';
import { seedOptions } from './options.seed';
import { seedTaskCatalogue } from './task-catalogue.seed';
import { seedSeminars } from './seminars.seed';

/**
 * The idempotent seed that `npm start` runs; answers what it did, one line per step. In
 * development it also makes the demo accounts, whose pictures go to `storage` (the API's own
 * local-disk storage unless given).
 */
export async function runSeed(
  db: DataSource,
  config: AppConfig,
  storage: FileStorage = new LocalDiskStorage(config.uploadDir),
): Promise<string[]> {
  const report: string[] = [];
  await db.transaction((manager) => seedOptions(manager));
  report.push('Seeded settings');
  const levels = await db.transaction((manager) => seedLevels(manager));
  report.push(`Seeded membership levels (${levels} new)`);
  const content = await db.transaction((manager) => seedContent(manager));
  report.push(`Seeded viewing content (${content} new items)`);
  const taskOptions = await db.transaction((manager) => seedTaskCatalogue(manager));
  report.push(`Seeded task catalogues (${taskOptions} new options)`);
  const seminars = await db.transaction((manager) => seedSeminars(manager));
  report.push(`Seeded demo seminars (${seminars} new)`);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(db, config.adminEmail, config.adminPassword);
    report.push(`Administrator ${config.adminEmail}: ${outcome === 'created' ? 'created' : 'already exists'}`);
  } else {
    report.push(
      'No ADMIN_EMAIL/ADMIN_PASSWORD given: create the first administrator with `npm run admin:create -- EMAIL`',
    );
  }
  report.push(...(await seedDemoAccounts(db, config, storage)));
  return report;
}
