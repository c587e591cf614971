import type { UserEntity } from '@earnwave/db';
import type { EntityManager } from 'typeorm';
import type { LinkClaims } from './token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (session bearer). */
    caller?: UserEntity;
    /** The caller's session (the session token's `sid`). */
    sessionId?: string;
    /** The mailed link's claims (link bearer). */
    link?: LinkClaims;
    /** The transaction an idempotent call keeps its key in (CallTransaction). */
    callTransaction?: EntityManager;
  }
}
