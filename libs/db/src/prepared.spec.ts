import { createTestDatabase, type TestDatabase } from '@earnwave/testing';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { createDataSource } from './data-source';
import { prepared } from './prepared';

describe('prepared statements', () => {
  let database: TestDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await createDataSource(database.url, 1).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const preparedOnThisConnection = async (runner: DataSource | EntityManager) =>
    ((await runner.query(`SELECT statement FROM pg_prepared_statements`)) as { statement: string }[]).map(
      (row) => row.statement,
    );

  it('prepares a statement once per connection and answers rows as TypeORM does', async () => {
    const text = `SELECT $1::int + $2::int AS sum`;
    await db.transaction(async (manager) => {
      expect(await prepared(manager, text, [1, 2])).toEqual([{ sum: 3 }]);
      expect(await prepared(manager, text, [40, 2])).toEqual([{ sum: 42 }]);
      expect((await preparedOnThisConnection(manager)).filter((statement) => statement === text)).toHaveLength(1);
    });
  });

  it('runs in the caller’s transaction: a rollback undoes it', async () => {
    await db.query(`CREATE TABLE prepared_probe (n int)`);
    await expect(
      db.transaction(async (manager) => {
        await prepared(manager, `INSERT INTO prepared_probe (n) VALUES ($1)`, [7]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.query(`SELECT count(*)::int AS n FROM prepared_probe`)).toEqual([{ n: 0 }]);
  });

  it('fails with TypeORM’s QueryFailedError, carrying the PostgreSQL code', async () => {
    const failure = await prepared(db, `SELECT 1 / $1::int AS quotient`, [0]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22012');
  });
});
