import { SetMetadata, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Capability } from '@earnwave/contracts';
import type { FastifyRequest } from 'fastify';
import type { LinkClaims } from './token.service';

export const PUBLIC = 'access:public';
export const LINK_PURPOSE = 'access:link';
export const CAPABILITY = 'access:capability';
export const OWN_ACCOUNT_PARAM = 'access:own';
export const BEFORE_TWO_FACTOR = 'access:before-two-factor';

/** No token needed; with a predicate, only for the requests it accepts. */
export const Public = (when: (request: FastifyRequest) => boolean = () => true) => SetMetadata(PUBLIC, when);

/** The bearer is a mailed link's token of this purpose, not a session token. */
export const LinkToken = (purpose: LinkClaims['purpose']) => SetMetadata(LINK_PURPOSE, purpose);

/** The caller's role must have this capability (roles.ts). */
export const RequireCapability = (capability: Capability) => SetMetadata(CAPABILITY, capability);

export interface OwnAccountRule {
  param: string;
  /** Admins may read any member's data, but never earn or spend on a member's behalf. */
  adminToo: boolean;
}

/** The rule, and the path parameter in the OpenAPI document (routes that read no @Param lack it otherwise). */
const accountParam = (rule: OwnAccountRule, description: string) =>
  applyDecorators(
    SetMetadata(OWN_ACCOUNT_PARAM, rule),
    ApiParam({ name: rule.param, schema: { type: 'string', format: 'uuid' }, description }),
  );

/** The path parameter names an account that must be the caller's, unless the caller is an admin. */
export const OwnAccount = (param = 'id') =>
  accountParam({ param, adminToo: true }, "the caller's account id (an administrator: any member's)");

/** The path parameter names the caller's own account, whoever the caller is: for earning and spending. */
export const SelfOnly = (param = 'id') => accountParam({ param, adminToo: false }, "the caller's own account id");

/**
 * Open to an administrator who must still turn on two-factor sign-in (AccessGuard), on their own
 * account only: the set-up, their own record, logout. Every other call waits for the enrolment.
 */
export const BeforeTwoFactor = () => SetMetadata(BEFORE_TWO_FACTOR, true);

/** The signed-in account, as the access guard loaded it for this request. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<FastifyRequest>().caller;
});

/** The id of the caller's session (the one their token names). */
export const CallerSession = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<FastifyRequest>().sessionId;
});

/** The claims of the mailed link used as the bearer. */
export const Link = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<FastifyRequest>().link;
});
