import { membersWithAvailableChange, type LedgerEntry } from '@earnwave/domain';

/**
 * Published after the commit of a change the API itself made to members' available balances (an
 * administrator's decision), so that their open dashboards show it at once. What the worker
 * settles, the worker pushes.
 */
export class BalancesChangedEvent {
  constructor(readonly memberIds: readonly string[]) {}

  static of(entries: readonly Pick<LedgerEntry, 'postings'>[]): BalancesChangedEvent {
    return new BalancesChangedEvent(membersWithAvailableChange(entries));
  }
}
