import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import {
  hasCapability,
  MFA_ENROLMENT_REQUIRED,
  MSG,
  TWO_FACTOR_MSG,
  type Capability,
  type Role,
} from '@earnwave/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, Forbidden, Unauthenticated } from '../errors';
import {
  BEFORE_TWO_FACTOR,
  CAPABILITY,
  LINK_PURPOSE,
  OWN_ACCOUNT_PARAM,
  PUBLIC,
  type OwnAccountRule,
} from './access.decorators';
import { SessionVerifier } from './session-verifier';
import { TokenService, type LinkClaims } from './token.service';

/** Administrators sign in with two factors where the configuration requires it (production). */
export const mustUseTwoFactor = (config: AppConfig, user: { role: Role }): boolean =>
  config.adminMfaRequired && hasCapability(user.role, 'admin');

/**
 * The one place where a request's access is decided: public, mailed-link bearer, or session
 * bearer; then an administrator's second factor, the capability of the role and the ownership of
 * the path's account.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const meta = <T>(key: string) =>
      this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (meta<(request: FastifyRequest) => boolean>(PUBLIC)?.(request)) return true;

    const bearer = bearerOf(request);
    const linkPurpose = meta<LinkClaims['purpose']>(LINK_PURPOSE);
    if (linkPurpose) {
      const link = bearer ? this.tokens.verify(bearer, linkPurpose) : undefined;
      if (!link) throw AppError.field(HttpStatus.UNAUTHORIZED, 'general', MSG.linkInvalid);
      request.link = link;
      return true;
    }

    const signedIn = await this.sessions.signedIn(bearer);
    if (!signedIn) throw new Unauthenticated();
    const { user } = signedIn;
    request.caller = user;
    request.sessionId = signedIn.sessionId;

    const own = meta<OwnAccountRule>(OWN_ACCOUNT_PARAM);
    const ownId = own && (request.params as Record<string, string | undefined>)[own.param];
    // Read by the session check's own query: an administrator's request costs no second one.
    if (mustUseTwoFactor(this.config, user) && !signedIn.totpEnabled) {
      const onOwnAccount = !own || ownId === user.id;
      if (!meta<boolean>(BEFORE_TWO_FACTOR) || !onOwnAccount) {
        const msg = TWO_FACTOR_MSG.adminMustEnrol;
        throw new AppError(HttpStatus.FORBIDDEN, msg, [{ param: 'general', msg }], { [MFA_ENROLMENT_REQUIRED]: true });
      }
    }

    const capability = meta<Capability>(CAPABILITY);
    if (capability && !hasCapability(user.role, capability)) throw new Forbidden();
    const adminPasses = own?.adminToo && hasCapability(user.role, 'oversee');
    if (own && !adminPasses && ownId !== user.id) throw new Forbidden();
    return true;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
