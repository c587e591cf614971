import { randomUUID } from 'node:crypto';
import { DAY_MS } from '../test-clock';
import { inMemoryPorts } from './in-memory-ports';
import { ledgerWriterContract } from './ledger-writer.contract';

// The real writer's run is the wallet's (services/api/src/modules/wallet/ledger-writer.contract.spec.ts).
ledgerWriterContract('InMemoryLedger', () => {
  const { clock, outbox, memberships, ledger, unitOfWork } = inMemoryPorts();
  return {
    ledger,
    unitOfWork,
    async member(amount, membership = 'paid') {
      const memberId = randomUUID();
      const startedAt = clock.now();
      const endsAt = new Date(+startedAt + 30 * DAY_MS);
      memberships.hold(
        memberId,
        membership === 'free'
          ? { level: 'bronze', method: 'free', startedAt, endsAt }
          : { level: 'gold', method: 'card', startedAt, endsAt },
      );
      if (amount > 0n) ledger.credit(memberId, amount);
      return memberId;
    },
    balance: async (account) => ledger.balance(account),
    spentEvents: async (spendKey) =>
      outbox.ofType('member-transfer.spent').filter((event) => event.payload.spendTransactionKey === spendKey).length,
  };
});
