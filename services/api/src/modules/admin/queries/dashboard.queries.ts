import { Injectable } from '@nestjs/common';
import { LedgerQueries } from '../../ledger';
import { DashboardRepository } from '../infra/dashboard.repository';
import { AdminQueues } from '../queues/admin-queues';

/** What an administrator looks at first: what waits for them, today's money, members, queues, the ledger. */
@Injectable()
export class DashboardQueries {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly queues: AdminQueues,
    private readonly ledger: LedgerQueries,
  ) {}

  async summary() {
    const [pending, today, byStatus, byLevel, queues, lastLedgerCheck] = await Promise.all([
      this.dashboard.pendingDecisions(),
      this.dashboard.todaysMoney(),
      this.dashboard.membersByStatus(),
      this.dashboard.membersByLevel(),
      this.queues.health(),
      this.ledger.lastCheck(),
    ]);
    return {
      id: 'dashboard',
      pendingDecisions: pending,
      today,
      members: { ...byStatus, byLevel },
      queues,
      lastLedgerCheck,
    };
  }
}
