import { createHash, randomBytes } from 'node:crypto';
import { createDataSource, dataSourceOptions } from '@earnwave/db';
import { Client } from 'pg';

/** The server the test databases are made on; never the developer's own database. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Any number: the advisory lock under which one jest worker builds the template while the others wait. */
const TEMPLATE_LOCK = 7_263_140;

/**
 * A fresh database for one test file, migrated like production; dropped afterwards. It is copied
 * from a template migrated once per set of migrations (named by a hash of their code), which
 * saves each of the run's ~70 files its own run of every migration.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await migratedTemplate();
  const name = `earnwave_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(name),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

let template: Promise<string> | undefined;

/** The template for the current migrations, built on first use by whichever worker gets there first. */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const migrations = dataSourceOptions(TEST_SERVER_URL).migrations;
    const code = migrations.map((migration) => `${migration.name}\n${migration.prototype.up.toString()}`).join('\n');
    const name = `earnwave_template_${createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
    await admin(async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (rowCount) return;
        // Built under another name and renamed when complete: a run stopped half-way leaves no
        // template that looks finished.
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const db = await createDataSource(databaseUrl(building), 1).initialize();
        await db.runMigrations();
        await db.destroy();
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    return name;
  })();
  return template;
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
