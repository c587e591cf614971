export { MembershipsModule } from './memberships.module';
export { MembershipsService } from './memberships.service';
export { RequestSubscriptionCommand } from './commands/request-subscription.command';
export { ApproveMembershipRequestCommand } from './commands/approve-membership-request.command';
