import { Module } from '@nestjs/common';
import { MembershipLookup } from '@earnwave/db';
import { OptionsModule } from '../options';
import { ApproveMembershipRequestHandler } from './commands/approve-membership-request.handler';
import { HandleCardPaymentHandler } from './commands/handle-card-payment.handler';
import { RejectMembershipRequestHandler } from './commands/reject-membership-request.handler';
import { RequestSubscriptionHandler } from './commands/request-subscription.handler';
import { UpdateMembershipLevelHandler } from './commands/update-membership-level.handler';
import { AdminMembershipLevelsController } from './http/admin-membership-levels.controller';
import { AdminMembershipRequestsController } from './http/admin-membership-requests.controller';
import { AdminRefusedCardPaymentsController } from './http/admin-refused-card-payments.controller';
import { CardPaymentsController } from './http/card-payments.controller';
import { MembershipsController } from './http/memberships.controller';
import { CardPaymentGateway } from './infra/card-payment-gateway';
import { MembershipLevelsRepository } from './infra/membership-levels.repository';
import { MembershipRequestsRepository } from './infra/membership-requests.repository';
import { MembershipRequestDecisions } from './infra/membership-request-decisions';
import { MembershipsRepository } from './infra/memberships.repository';
import { RefusedCardPaymentsRepository } from './infra/refused-card-payments.repository';
import { MembershipsService } from './memberships.service';
import { GetLevelRecordHandler } from './queries/get-level-record.handler';
import { GetLevelRecordsHandler } from './queries/get-level-records.handler';
import { GetMemberLevelHandler } from './queries/get-member-level.handler';
import { GetMemberRecordHandler } from './queries/get-member-record.handler';
import { GetMembershipLevelsHandler } from './queries/get-membership-levels.handler';
import { GetMembershipRequestHandler } from './queries/get-membership-request.handler';
import { GetMembershipRequestsHandler } from './queries/get-membership-requests.handler';

@Module({
  imports: [OptionsModule],
  controllers: [
    MembershipsController,
    AdminMembershipRequestsController,
    AdminMembershipLevelsController,
    AdminRefusedCardPaymentsController,
    CardPaymentsController,
  ],
  providers: [
    MembershipsService,
    { provide: MembershipLookup, useExisting: MembershipsService },
    MembershipsRepository,
    { provide: MembershipRequestDecisions, useExisting: MembershipsRepository },
    MembershipLevelsRepository,
    MembershipRequestsRepository,
    RefusedCardPaymentsRepository,
    CardPaymentGateway,
    RequestSubscriptionHandler,
    ApproveMembershipRequestHandler,
    RejectMembershipRequestHandler,
    HandleCardPaymentHandler,
    GetMembershipLevelsHandler,
    GetMemberLevelHandler,
    GetMemberRecordHandler,
    GetLevelRecordsHandler,
    GetLevelRecordHandler,
    GetMembershipRequestsHandler,
    GetMembershipRequestHandler,
    UpdateMembershipLevelHandler,
  ],
  exports: [MembershipsService, MembershipLookup],
})
export class MembershipsModule {}
