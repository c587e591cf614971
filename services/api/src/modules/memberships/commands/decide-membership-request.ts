/** The shared core of a membership request's decision lives in libs/db, where the worker's auto-approval reaches it. */
export { lockPendingMembershipRequest as lockPendingRequest } from '@earnwave/db';
