import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { loadConfigOrExit, type AppConfig } from '@earnwave/config';
import { createDataSource, verifyLedger, type LedgerCheck } from '@earnwave/db';
import type { DataSource } from 'typeorm';
import { createAppContext } from './bootstrap';
import { ensureAdmin } from './seed/admin.seed';
import { runSeed } from './seed/seed';

/**
 * Operator commands: `migrate`, `migrate:revert`, `seed` (idempotent) and `admin:create EMAIL`
 * (password from ADMIN_PASSWORD, or a generated one that is printed once), and `ledger:verify`.
 */
const commands: Record<string, (db: DataSource, config: AppConfig, args: string[]) => Promise<void>> = {
  async migrate(db) {
    const applied = await db.runMigrations();
    console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date');
  },
  async 'migrate:revert'(db) {
    await db.undoLastMigration();
    console.log('Reverted the last migration');
  },
  /** Inside the API's application context, whose commands make the demo accounts. */
  async seed(_db, config) {
    const app = await createAppContext(config);
    try {
      for (const line of await runSeed(app, config)) console.log(line);
    } finally {
      await app.close();
    }
  },
  /**
   * Proves the ledger (verifyLedger): balances against postings, clearing, escrows and held
   * balances against the rows that explain them, every transaction against its source. Prints the
   * whole result and a line per kind of finding; a non-zero exit when anything was found.
   */
  async 'ledger:verify'(db) {
    const check = await db.transaction('REPEATABLE READ', (manager) => verifyLedger(manager));
    console.log(JSON.stringify(check, null, 2));
    if (!check.ok) {
      for (const line of ledgerFindings(check)) console.error(line);
      process.exitCode = 2;
    }
  },
  async 'admin:create'(db, config, [email]) {
    if (!email) throw new Error('Usage: npm run admin:create -- EMAIL');
    const password = config.adminPassword ?? randomBytes(12).toString('base64url');
    const outcome = await ensureAdmin(db, email, password);
    if (outcome === 'exists') throw new Error(`${email} already has an account`);
    console.log(`Administrator ${email} created${config.adminPassword ? '' : ` with password ${password}`}`);
  },
};

/** What a failed check found, one line per kind of finding. */
function ledgerFindings(check: LedgerCheck): string[] {
  const counted = (rows: unknown[], what: string) => (rows.length ? [`${rows.length} ${what}`] : []);
  return [
    ...counted(check.drift, 'balances differ from their postings'),
    ...counted(check.unbalanced, 'transactions do not sum to zero'),
    ...(check.total === '0' ? [] : [`the postings sum to ${check.total}, not 0`]),
    ...counted(check.clearing, 'platform:clearing is not the sum of the unsettled spends, or is below zero'),
    ...counted(check.escrows, "task escrows differ from their task's unpaid escrow"),
    ...counted(check.held, 'held balances differ from their pending withdrawals'),
    ...counted(check.withoutSource, 'transactions have no source row (withoutSource)'),
    ...counted(check.contentViewUsage, 'weekly content-view counters differ from their postings (contentViewUsage)'),
    ...counted(check.freeLimitCounters, 'free-limit counters differ from their postings (freeLimitCounters)'),
  ].map((line) => `Ledger check failed: ${line}`);
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(`Usage: cli.js <${Object.keys(commands).join('|')}>`);
    process.exit(64);
  }
  const config = loadConfigOrExit();
  const db = await createDataSource(config.databaseUrl, 2).initialize();
  try {
    await command(db, config, args);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
