import { PostgresOutbox, PostgresUnitOfWork } from '@earnwave/db';
import { contractDatabase } from './contract-database';
import { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';
import { outboxContract } from './outbox.contract';

const database = contractDatabase();

outboxContract('PostgresOutbox', () => ({
  outbox: new PostgresOutbox(),
  unitOfWork: new PostgresUnitOfWork(database.dataSource()),
  async event(id) {
    const [row] = await database.dataSource().query(`SELECT type, payload FROM outbox WHERE id = $1`, [id]);
    return row;
  },
}));

outboxContract('InMemoryOutbox', () => {
  const outbox = new InMemoryOutbox();
  return {
    outbox,
    unitOfWork: new InMemoryUnitOfWork(),
    event: async (id) => {
      const found = outbox.events.find((event) => event.id === id);
      return found && { type: found.type, payload: found.payload };
    },
  };
});
