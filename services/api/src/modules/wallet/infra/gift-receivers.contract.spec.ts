import { PostgresUnitOfWork } from '@earnwave/db';
import { contractDatabase, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { giftReceiversContract } from './gift-receivers.contract';
import { InMemoryGiftReceivers } from './gift-receivers.fake';
import { WalletRepository } from './wallet.repository';

const database = contractDatabase();

giftReceiversContract('WalletRepository', () => ({
  receivers: new WalletRepository(database.dataSource()),
  unitOfWork: new PostgresUnitOfWork(database.dataSource()),
  user: (options) => database.user(options),
}));

giftReceiversContract('InMemoryGiftReceivers', () => {
  const receivers = new InMemoryGiftReceivers();
  return {
    receivers,
    unitOfWork: new InMemoryUnitOfWork(),
    user: async (options) => {
      const id = randomUUID();
      receivers.register(id, options);
      return id;
    },
  };
});
