import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Capability } from '@earnwave/contracts';
import type { Request } from 'express';
import type { LinkClaims } from './token.service';

export const PUBLIC = 'access:public';
export const LINK_PURPOSE = 'access:link';
export const CAPABILITY = 'access:capability';
export const OWN_ACCOUNT_PARAM = 'access:own';
export const BEFORE_TWO_FACTOR = 'access:before-two-factor';

/** No token needed; with a predicate, only for the requests it accepts. */
export const Public = (when: (request: Request) => boolean = () => true) => SetMetadata(PUBLIC, when);

/** The bearer is a mailed link's token of this purpose, not a session token. */
export const LinkToken = (purpose: LinkClaims['purpose']) => SetMetadata(LINK_PURPOSE, purpose);

/** The caller's role must have this capability (roles.ts). */
export const RequireCapability = (capability: Capability) => SetMetadata(CAPABILITY, capability);

export interface OwnAccountRule {
  param: string;
  /** Admins may read any member's data, but never earn or spend on a member's behalf. */
  adminToo: boolean;
}

/** The path parameter names an account that must be the caller's, unless the caller is an admin. */
export const OwnAccount = (param = 'id') => SetMetadata(OWN_ACCOUNT_PARAM, { param, adminToo: true } as OwnAccountRule);

/** The path parameter names the caller's own account, whoever the caller is: for earning and spending. */
export const SelfOnly = (param = 'id') => SetMetadata(OWN_ACCOUNT_PARAM, { param, adminToo: false } as OwnAccountRule);

/**
 * Open to an administrator who must still turn on two-factor sign-in (AccessGuard), on their own
 * account only: the set-up, their own record, logout. Every other call waits for the enrolment.
 */
export const BeforeTwoFactor = () => SetMetadata(BEFORE_TWO_FACTOR, true);

/** The signed-in account, as the access guard loaded it for this request. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().caller;
});

/** The id of the caller's session (the one their token names). */
export const CallerSession = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().sessionId;
});

/** The claims of the mailed link used as the bearer. */
export const Link = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<Request>().link;
});
