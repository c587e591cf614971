import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasCapability, MSG, type Capability } from '@earnwave/contracts';
import type { Request } from 'express';
import { AppError, Forbidden, Unauthenticated } from '../errors';
import { CAPABILITY, LINK_PURPOSE, OWN_ACCOUNT_PARAM, PUBLIC, type OwnAccountRule } from './access.decorators';
import { SessionVerifier } from './session-verifier';
import { TokenService, type LinkClaims } from './token.service';

/**
 * The one place where a request's access is decided: public, mailed-link bearer, or session
 * bearer; then the capability of the role and the ownership of the path's account.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const meta = <T>(key: string) =>
      this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request>();
    if (meta<(request: Request) => boolean>(PUBLIC)?.(request)) return true;

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

    const capability = meta<Capability>(CAPABILITY);
    if (capability && !hasCapability(user.role, capability)) throw new Forbidden();
    const own = meta<OwnAccountRule>(OWN_ACCOUNT_PARAM);
    const adminPasses = own?.adminToo && user.role === 'admin';
    if (own && !adminPasses && request.params[own.param] !== user.id) throw new Forbidden();
    return true;
  }
}

function bearerOf(request: Request): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
