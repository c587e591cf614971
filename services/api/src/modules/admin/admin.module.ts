import { Module } from '@nestjs/common';
import { StorageModule } from '../../common/storage/storage.module';
import { OptionsModule } from '../options';
import { streamedUploads } from '../uploads';
import { AdminOptionsService } from './commands/admin-options.service';
import { ContentsCommands, contentsUploadPolicy } from './commands/contents.commands';
import { MemberActionHandler } from './commands/member-actions.handler';
import { UpdateMembershipLevelHandler } from './commands/update-membership-level.handler';
import { AdminContentsController } from './http/admin-contents.controller';
import { AdminDashboardController } from './http/admin-dashboard.controller';
import { AdminLedgerController } from './http/admin-ledger.controller';
import { AdminMembersController } from './http/admin-members.controller';
import { AdminMembershipLevelsController } from './http/admin-membership-levels.controller';
import { AdminOptionsController } from './http/admin-options.controller';
import { AdminRequestsController } from './http/admin-requests.controller';
import { ContentsQueries } from './queries/contents.queries';
import { DashboardQueries } from './queries/dashboard.queries';
import { DecisionRequestsQueries } from './queries/decision-requests.queries';
import { LedgerQueries } from './queries/ledger.queries';
import { MembersQueries } from './queries/members.queries';
import { MembershipLevelsQueries } from './queries/membership-levels.queries';
import { AdminQueues } from './queues/admin-queues';
import { QueueBoardTickets } from './queues/queue-board';

/**
 * The admin API under /api/admin/*, in ra-data-simple-rest's dialect (sort, range, filter;
 * Content-Range), for administrators only. Decisions on requests live in their own modules.
 */
@Module({
  imports: [OptionsModule, StorageModule, streamedUploads(contentsUploadPolicy)],
  controllers: [
    AdminDashboardController,
    AdminRequestsController,
    AdminMembersController,
    AdminMembershipLevelsController,
    AdminContentsController,
    AdminOptionsController,
    AdminLedgerController,
  ],
  providers: [
    AdminQueues,
    QueueBoardTickets,
    DashboardQueries,
    DecisionRequestsQueries,
    MembersQueries,
    MembershipLevelsQueries,
    ContentsQueries,
    LedgerQueries,
    AdminOptionsService,
    ContentsCommands,
    MemberActionHandler,
    UpdateMembershipLevelHandler,
  ],
})
export class AdminModule {}
