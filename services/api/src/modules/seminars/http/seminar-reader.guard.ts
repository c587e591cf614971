import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { hasCapability } from '@earnwave/contracts';
import { SeminarsNeedActiveAccount } from '@earnwave/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Seminars are for members who reached the dashboard: an active account (spec 2, the dashboard
 * needs status active), or an administrator. Runs after the global access guard, which has
 * checked the session (verified accounts only) and the member capability.
 */
@Injectable()
export class SeminarReaderGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const caller = context.switchToHttp().getRequest<FastifyRequest>().caller;
    if (caller && (hasCapability(caller.role, 'oversee') || caller.status === 'active')) return true;
    throw new SeminarsNeedActiveAccount();
  }
}
