import { DEPOSIT_SENDER_TEXTS, type DepositSenderNote } from '@earnwave/contracts';
import { DEPOSITS_SQL } from './linked-accounts';

/**
 * SQL: whether the sender a deposit's chain check found (`check`, a joined `chain_checks` alias)
 * is the account's own as far as the desk can tell: the account named by `member` paid from it in
 * another deposit an administrator (or the chain check) approved. A confirmed transfer to the
 * platform's wallet proves that someone paid, not who: anyone can submit a Txid they saw on a block
 * explorer. The addresses the account withdrew to do not count: a member types any address there,
 * and being paid to it says nothing about who sends from it.
 */
export function knownSenderSql(check: string, member: string): string {
  return `EXISTS (
    SELECT 1 FROM (${DEPOSITS_SQL}) earlier
      JOIN admin_decisions approved
        ON approved.resource = earlier.resource AND approved.record_id = earlier.id AND approved.decision = 'approve'
      JOIN chain_checks seen ON seen.resource = earlier.resource AND seen.record_id = earlier.id
     WHERE earlier.member_id = ${member} AND earlier.id <> ${check}.record_id
       AND lower(seen.from_address) = lower(${check}.from_address))`;
}

/** A deposit's sender note for the console: null before a check found a sender (or for a payout). */
export function depositSenderNote(known: boolean | null): DepositSenderNote | null {
  if (known === null) return null;
  return { known, sentence: known ? DEPOSIT_SENDER_TEXTS.known : DEPOSIT_SENDER_TEXTS.first };
}
