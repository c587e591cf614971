import { postEntries, PostgresUnitOfWork } from '@earnwave/db';
import { memberAvailable, memberDebt, memberHeld, PLATFORM, transfer, type LedgerEntry } from '@earnwave/domain';
import { contractDatabase, inMemoryPorts, InMemoryUnitOfWork } from '@earnwave/testing';
import { randomUUID } from 'node:crypto';
import { walletRequestDecisionsContract } from './wallet-request-decisions.contract';
import { InMemoryWalletRequests } from './wallet-request-decisions.fake';
import { WalletRepository } from './wallet.repository';

const database = contractDatabase();

/** The hold a withdrawal request takes: its amount and fee from the member's balance. */
const hold = (id: string, memberId: string, amount: bigint, fee: bigint): LedgerEntry[] => [
  transfer('withdrawal', `withdrawal:${id}`, memberAvailable(memberId), memberHeld(memberId), amount, { memberId }),
  transfer('withdrawal_fee', `withdrawal-fee:${id}`, memberAvailable(memberId), memberHeld(memberId), fee, {
    memberId,
  }),
];
const debt = (memberId: string, amount: bigint) =>
  transfer('reversal', `reversal:${randomUUID()}`, memberDebt(memberId), PLATFORM.rewards, amount, { memberId });

walletRequestDecisionsContract('WalletRepository', () => {
  const db = database.dataSource();
  return {
    decisions: new WalletRepository(db),
    unitOfWork: new PostgresUnitOfWork(db),
    member: (credits) => database.member(credits),
    async withdrawal(memberId, amount, fee) {
      const id = randomUUID();
      await db.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO withdrawal_requests (id, member_id, amount, fee, wallet_address) VALUES ($1, $2, $3, $4, 'TAddress')`,
          [id, memberId, amount.toString(), fee.toString()],
        );
        await postEntries(manager, hold(id, memberId, amount, fee));
      });
      return id;
    },
    async creditPurchase(memberId, amount, fee, txid) {
      const id = randomUUID();
      await db.query(
        `INSERT INTO credit_purchases (id, member_id, amount, fee, purchase_date, txid) VALUES ($1, $2, $3, $4, current_date, $5)`,
        [id, memberId, amount.toString(), fee.toString(), txid ?? null],
      );
      return id;
    },
    async owe(memberId, amount) {
      await db.transaction((manager) => postEntries(manager, [debt(memberId, amount)]));
    },
    balance: database.balance,
  };
});

walletRequestDecisionsContract('InMemoryWalletRequests', () => {
  const { ledger } = inMemoryPorts();
  const decisions = new InMemoryWalletRequests(ledger);
  const post = (entries: LedgerEntry[]) => ledger.post(InMemoryUnitOfWork.transaction(), entries).then(() => undefined);
  return {
    decisions,
    unitOfWork: new InMemoryUnitOfWork(),
    async member(credits = 0n) {
      const id = randomUUID();
      if (credits > 0n) ledger.credit(id, credits);
      return id;
    },
    async withdrawal(memberId, amount, fee) {
      const id = randomUUID();
      decisions.store('withdrawals', { id, memberId, amount, fee });
      await post(hold(id, memberId, amount, fee));
      return id;
    },
    async creditPurchase(memberId, amount, fee, txid) {
      const id = randomUUID();
      decisions.store('credit-purchases', { id, memberId, amount, fee, txid });
      return id;
    },
    owe: (memberId, amount) => post([debt(memberId, amount)]),
    balance: async (account) => ledger.balance(account),
  };
});
