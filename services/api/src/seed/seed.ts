import type { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { AppConfig } from '@earnwave/config';
import type { DataSource } from 'typeorm';
import { ensureAdmin } from './admin.seed';
import { seedDemoAccounts } from './demo.seed';
import { seedLevels } from './levels.seed';
import { seedContent } from './content.seed';
import { seedSettings } from './settings.seed';
import { SeedRepository } from './infra/seed.repository';
import { seedTaskCatalogue } from './task-catalogue.seed';
import { seedSeminars } from './seminars.seed';

/**
 * The idempotent seed that `npm start` runs, inside the API's application (the one it serves
 * from, or one the CLI builds); answers what it did, one line per step. In development it also
 * makes the demo accounts through the application's commands.
 */
export async function runSeed(app: INestApplicationContext, config: AppConfig): Promise<string[]> {
  const db = app.get<DataSource>(getDataSourceToken());
  const seeds = new SeedRepository(db);
  const report: string[] = [];
  await db.transaction((manager) => seedSettings(manager));
  report.push('Seeded settings');
  const levels = await db.transaction((manager) => seedLevels(manager, seeds));
  report.push(`Seeded membership levels (${levels} new)`);
  const content = await db.transaction((manager) => seedContent(manager, seeds));
  report.push(`Seeded viewing content (${content} new items)`);
  const taskOptions = await db.transaction((manager) => seedTaskCatalogue(manager, seeds));
  report.push(`Seeded task catalogues (${taskOptions} new options)`);
  const seminars = await db.transaction((manager) => seedSeminars(manager, seeds));
  report.push(`Seeded demo seminars (${seminars} new)`);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(db, config.adminEmail, config.adminPassword);
    report.push(`Administrator ${config.adminEmail}: ${outcome === 'created' ? 'created' : 'already exists'}`);
  } else {
    report.push(
      'No ADMIN_EMAIL/ADMIN_PASSWORD given: create the first administrator with `npm run admin:create -- EMAIL`',
    );
  }
  report.push(...(await seedDemoAccounts(app, config)));
  return report;
}
