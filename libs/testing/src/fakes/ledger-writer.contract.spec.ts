import { randomUUID } from 'node:crypto';
import { inMemoryPorts } from './in-memory-ports';
import { ledgerWriterContract } from './ledger-writer.contract';

// The real writer's run is the wallet's (services/api/src/modules/wallet/ledger-writer.contract.spec.ts).
ledgerWriterContract('InMemoryLedger', () => {
  const { outbox, memberships, ledger, unitOfWork } = inMemoryPorts();
  return {
    ledger,
    unitOfWork,
    async member(amount, membership = 'paid') {
      const memberId = randomUUID();
      memberships.give(memberId, membership === 'free' ? { level: 'bronze', method: 'free' } : {});
      if (amount > 0n) ledger.credit(memberId, amount);
      return memberId;
    },
    balance: async (account) => ledger.balance(account),
    spentEvents: async (spendKey) =>
      outbox.ofType('member-transfer.spent').filter((event) => event.payload.spendTransactionKey === spendKey).length,
  };
});
