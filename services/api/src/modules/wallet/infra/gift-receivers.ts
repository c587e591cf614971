import type { RowToInsert, Transaction } from '@earnwave/db';

/**
 * Who may receive a gift. The port of SendGiftHandler, implemented by WalletRepository over
 * PostgreSQL and by InMemoryGiftReceivers (`gift-receivers.fake.ts`, beside it since a library
 * imports no service); both pass `gift-receivers.contract.ts`.
 */
export abstract class GiftReceivers {
  /** The id as stored of an active member (no administrator) a gift may go to; none when there is no such member. */
  abstract giftReceiverId(tx: Transaction, receiverId: string): Promise<string | undefined>;
}

/** The gift's row, to go in with the sender's spend (LedgerWriter.spend), and only with a new one. */
export function giftRow(gift: { id: string; senderId: string; receiverId: string; amount: bigint }): RowToInsert {
  return {
    table: 'gifts',
    values: { id: gift.id, sender_id: gift.senderId, receiver_id: gift.receiverId, amount: gift.amount.toString() },
  };
}
