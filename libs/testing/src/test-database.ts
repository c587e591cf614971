import { randomBytes } from 'node:crypto';
import { createDataSource } from '@earnwave/db';
import { Client } from 'pg';

/** The server the test databases are made on; never the developer's own database. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, migrated like production; dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `earnwave_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  const db = await createDataSource(url.toString(), 1).initialize();
  await db.runMigrations();
  await db.destroy();
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
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
