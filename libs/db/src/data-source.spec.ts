import { createTestDatabase, type TestDatabase } from '@earnwave/testing';
import type { DataSource } from 'typeorm';
import { createDataSource, dataSourceOptions, isPoolWaitExceeded, POOL_WAIT_MS_DEFAULT } from './data-source';
import { prepared } from './prepared';

describe('the data source pool', () => {
  it('waits a bounded time for a connection unless told otherwise, never for ever', () => {
    expect(dataSourceOptions('postgres://db/earnwave').extra).toMatchObject({
      max: 10,
      connectionTimeoutMillis: POOL_WAIT_MS_DEFAULT,
    });
    expect(POOL_WAIT_MS_DEFAULT).toBeGreaterThan(0);
    expect(dataSourceOptions('postgres://db/earnwave', 1, 250).extra).toMatchObject({
      max: 1,
      connectionTimeoutMillis: 250,
    });
  });

  describe('against PostgreSQL', () => {
    let database: TestDatabase;
    let db: DataSource;
    beforeAll(async () => {
      database = await createTestDatabase();
      db = await createDataSource(database.url, 1, 300).initialize();
    });
    afterAll(async () => {
      await db.destroy();
      await database.drop();
    });

    it('fails a query that finds every connection taken once the wait is over, in the words isPoolWaitExceeded knows', async () => {
      // A transaction that asks for a second connection while it holds the pool's only one.
      const nested = db.transaction(() => db.query('SELECT 1'));
      const error: unknown = await nested.catch((caught: unknown) => caught);
      expect(isPoolWaitExceeded(error)).toBe(true);
      // The held connection went back when the transaction failed: the pool serves again.
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(isPoolWaitExceeded(new Error('relation "x" does not exist'))).toBe(false);
      expect(isPoolWaitExceeded('timeout exceeded when trying to connect')).toBe(false);
    });

    it("gives prepared()'s named statements PostgreSQL's generic plan, made once per connection", async () => {
      expect(await db.query(`SELECT current_setting('plan_cache_mode') AS mode`)).toEqual([
        { mode: 'force_generic_plan' },
      ]);
      const text = `SELECT count(*)::int AS n FROM pg_class WHERE relname = $1`;
      await prepared(db, text, ['a']);
      const [plan] = await db.query(
        `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1`,
        [text],
      );
      expect(plan).toEqual({ generic_plans: '1', custom_plans: '0' });
    });
  });
});
