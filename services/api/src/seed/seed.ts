import type { AppConfig } from '@earnwave/config';
import type { DataSource } from 'typeorm';
import { ensureAdmin } from './admin.seed';
import { seedLevels } from './levels.seed';
import { seedContent } from './content.seed';
import { seedOptions } from './options.seed';
import { seedTaskCatalogue } from './task-catalogue.seed';

/** The idempotent seed that `npm start` runs; answers what it did, one line per step. */
export async function runSeed(db: DataSource, config: AppConfig): Promise<string[]> {
  const report: string[] = [];
  await db.transaction((manager) => seedOptions(manager));
  report.push('Seeded settings');
  const levels = await db.transaction((manager) => seedLevels(manager));
  report.push(`Seeded membership levels (${levels} new)`);
  const content = await db.transaction((manager) => seedContent(manager));
  report.push(`Seeded viewing content (${content} new items)`);
  const taskOptions = await db.transaction((manager) => seedTaskCatalogue(manager));
  report.push(`Seeded task catalogues (${taskOptions} new options)`);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(db, config.adminEmail, config.adminPassword);
    report.push(`Administrator ${config.adminEmail}: ${outcome === 'created' ? 'created' : 'already exists'}`);
  } else {
    report.push(
      'No ADMIN_EMAIL/ADMIN_PASSWORD given: create the first administrator with `npm run admin:create -- EMAIL`',
    );
  }
  return report;
}
