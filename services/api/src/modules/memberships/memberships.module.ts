import { Module } from '@nestjs/common';
import { OptionsModule } from '../options';
import { ApproveMembershipRequestHandler } from './commands/approve-membership-request.handler';
import { HandleCardPaymentHandler } from './commands/handle-card-payment.handler';
import { RejectMembershipRequestHandler } from './commands/reject-membership-request.handler';
import { RequestSubscriptionHandler } from './commands/request-subscription.handler';
import { UpdateMembershipLevelHandler } from './commands/update-membership-level.handler';
import { AdminMembershipLevelsController } from './http/admin-membership-levels.controller';
import { AdminMembershipRequestsController } from './http/admin-membership-requests.controller';
import { CardPaymentsController } from './http/card-payments.controller';
import { MembershipsController } from './http/memberships.controller';
import { CardPaymentGateway } from './infra/card-payment-gateway';
import { MembershipsService } from './memberships.service';
import { GetMemberLevelHandler } from './queries/get-member-level.handler';
import { GetMemberRecordHandler } from './queries/get-member-record.handler';
import { GetMembershipLevelsHandler } from './queries/get-membership-levels.handler';
import { MembershipLevelsQueries } from './queries/membership-levels.queries';
import { MembershipRequestsQueries } from './queries/membership-requests.queries';

@Module({
  imports: [OptionsModule],
  controllers: [
    MembershipsController,
    AdminMembershipRequestsController,
    AdminMembershipLevelsController,
    CardPaymentsController,
  ],
  providers: [
    MembershipsService,
    CardPaymentGateway,
    RequestSubscriptionHandler,
    ApproveMembershipRequestHandler,
    RejectMembershipRequestHandler,
    HandleCardPaymentHandler,
    GetMembershipLevelsHandler,
    GetMemberLevelHandler,
    GetMemberRecordHandler,
    MembershipRequestsQueries,
    MembershipLevelsQueries,
    UpdateMembershipLevelHandler,
  ],
  exports: [MembershipsService],
})
export class MembershipsModule {}
