import type { UserEntity } from '@earnwave/db';
import type { LinkClaims } from './token.service';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in account (session bearer). */
    caller?: UserEntity;
    /** The caller's session (the session token's `sid`). */
    sessionId?: string;
    /** The mailed link's claims (link bearer). */
    link?: LinkClaims;
  }
}

declare module 'http' {
  interface IncomingMessage {
    /** The exact request body bytes, kept for signature checks. */
    rawBody?: Buffer;
  }
}
