import { Module } from '@nestjs/common';
import { MembershipLookup } from '@earnwave/db';
import { PaymentRecordsModule } from '../../common/simple-rest/payment-records.module';
import { SettingsModule } from '../settings';
import { ApproveMembershipRequestHandler } from './commands/approve-membership-request.handler';
import { HandleCardPaymentHandler } from './commands/handle-card-payment.handler';
import { MarkCardPaymentRefundedHandler } from './commands/mark-card-payment-refunded.handler';
import { RejectMembershipRequestHandler } from './commands/reject-membership-request.handler';
import { RequestSubscriptionHandler } from './commands/request-subscription.handler';
import { UpdateMembershipLevelHandler } from './commands/update-membership-level.handler';
import { AdminMembershipLevelsController } from './http/admin-membership-levels.controller';
import { AdminMembershipRequestsController } from './http/admin-membership-requests.controller';
import { AdminRefusedCardPaymentsController } from './http/admin-refused-card-payments.controller';
import { CardPaymentsController } from './http/card-payments.controller';
import { MembershipsController } from './http/memberships.controller';
import { CardPaymentGateway } from './infra/card-payment-gateway';
import { MEMBERSHIP_LEVEL_RECORDS, MembershipLevelsRepository } from './infra/membership-levels.repository';
import { MEMBERSHIP_REQUEST_RECORDS, MembershipRequestsRepository } from './infra/membership-requests.repository';
import { MembershipRequestDecisions } from './infra/membership-request-decisions';
import { MembershipsRepository } from './infra/memberships.repository';
import { REFUSED_CARD_PAYMENT_RECORDS, RefusedCardPaymentsRepository } from './infra/refused-card-payments.repository';
import { provideReader } from '../../common/simple-rest/console-records';
import { MembershipsService } from './memberships.service';
import { MembershipsQueries } from './queries/memberships.queries';

@Module({
  imports: [PaymentRecordsModule, SettingsModule],
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
    MarkCardPaymentRefundedHandler,
    UpdateMembershipLevelHandler,
    MembershipsQueries,
    provideReader(MEMBERSHIP_LEVEL_RECORDS, MembershipLevelsRepository, (levels) => levels),
    provideReader(MEMBERSHIP_REQUEST_RECORDS, MembershipRequestsRepository, (requests) => requests),
    provideReader(REFUSED_CARD_PAYMENT_RECORDS, RefusedCardPaymentsRepository, (refused) => refused),
  ],
  exports: [MembershipsService, MembershipLookup],
})
export class MembershipsModule {}
