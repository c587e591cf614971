import { createTestDatabase, type TestDatabase } from '@earnwave/testing';
import type { DataSource } from 'typeorm';
import { createDataSource, dataSourceOptions, isPoolWaitExceeded, POOL_WAIT_MS_DEFAULT } from './data-source';

describe('the data source pool', () => {
  it('waits a bounded time for a connection unless told otherwise, never for ever', () => {
    expect(dataSourceOptions('postgres://db/earnwave').extra).toEqual({
      max: 10,
      connectionTimeoutMillis: POOL_WAIT_MS_DEFAULT,
    });
    expect(POOL_WAIT_MS_DEFAULT).toBeGreaterThan(0);
    expect(dataSourceOptions('postgres://db/earnwave', 1, 250).extra).toEqual({ max: 1, connectionTimeoutMillis: 250 });
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
  });
});
