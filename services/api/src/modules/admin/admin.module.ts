import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger';
import { SessionsModule } from '../sessions';
import { AdminDashboardController } from './http/admin-dashboard.controller';
import { DashboardRepository } from './infra/dashboard.repository';
import { DashboardQueries } from './queries/dashboard.queries';
import { AdminQueues } from './queues/admin-queues';
import { QueueBoardTickets } from './queues/queue-board';

/**
 * The admin console's own API: its dashboard and the ticket to the queue board. The resources it
 * lists and edits (`/api/admin/{resource}`) are served by the modules that own their data.
 */
@Module({
  imports: [LedgerModule, SessionsModule],
  controllers: [AdminDashboardController],
  providers: [AdminQueues, QueueBoardTickets, DashboardQueries, DashboardRepository],
})
export class AdminModule {}
