import { Injectable } from '@nestjs/common';
import { pagination } from '@earnwave/contracts';
import { creditsToJson } from '@earnwave/money';
import { MemberLedgerRepository } from '../infra/member-ledger.repository';
import type { TransactionFilter } from '../transaction-filter';

/** What a member reads of the ledger: their own history of money, and the balances the live socket pushes. */
@Injectable()
export class MemberLedgerQueries {
  constructor(private readonly ledger: MemberLedgerRepository) {}

  /** Several members' available balances (micro-credits), pushed to their sockets after a decision. */
  balances(memberIds: readonly string[]): Promise<{ memberId: string; balance: bigint }[]> {
    return this.ledger.balances(memberIds);
  }

  /**
   * The member's history of money (spec 7 and 9): the signed postings on their available account,
   * with the activations they paid (posted deposits to revenue, so they never touch the balance),
   * newest first, filtered by range and type and paged when asked. Over the whole filtered range,
   * `totalAmount` sums the earning types (ARCHITECTURE.md) and `netAmount` every transaction less
   * the activation-type ones (spec 9's displayed total): without a type, what the balance moved.
   */
  async transactions(memberId: string, filter: TransactionFilter) {
    const totals = await this.ledger.historyTotals(memberId, filter);
    const page = filter.page;
    return {
      totalAmount: creditsToJson(totals.earned),
      netAmount: creditsToJson(totals.net),
      transactions: totals.total ? await this.ledger.history(memberId, filter) : [],
      ...(page && {
        pagination: pagination(page.page, page.limit, totals.total),
      }),
    };
  }
}
