import { PostgresUnitOfWork } from '@earnwave/db';
import { contractDatabase, DAY_MS, ledgerWriterContract } from '@earnwave/testing';
import { PostgresLedgerWriter } from './ledger-writer';

// The fake's run of the same suite is libs/testing's (src/fakes/ledger-writer.contract.spec.ts).
const database = contractDatabase();

ledgerWriterContract('PostgresLedgerWriter', () => ({
  ledger: new PostgresLedgerWriter(),
  unitOfWork: new PostgresUnitOfWork(database.dataSource()),
  async member(amount, membership = 'paid') {
    const memberId = await database.member(amount);
    const startedAt = new Date();
    const endsAt = new Date(+startedAt + 30 * DAY_MS);
    await database.hold(
      memberId,
      membership === 'free'
        ? { level: 'bronze', method: 'free', startedAt, endsAt }
        : { level: 'gold', method: 'card', startedAt, endsAt },
    );
    return memberId;
  },
  balance: database.balance,
  spentEvents: database.spentEvents,
}));
