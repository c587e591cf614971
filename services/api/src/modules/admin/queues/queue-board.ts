import { Inject, Injectable } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { APP_CONFIG, type AppConfig } from '@earnwave/config';
import type { UserEntity } from '@earnwave/db';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { hasCapability } from '@earnwave/contracts';
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { envelope } from '../../../common/filters/error-envelope.filter';
import { SessionsRepository } from '../../sessions';
import { cookiesOf } from '../../../common/http/cookies';
import { AdminQueues } from './admin-queues';

export const QUEUE_BOARD_PATH = '/admin/queues';
export const QUEUE_BOARD_COOKIE = 'earnwave_queue_board';
export const QUEUE_BOARD_TTL_SECONDS = 15 * 60;

/**
 * The browser opens the queue board by navigating, and a navigation carries no bearer header. So
 * an administrator first asks the API for a ticket (`POST /api/admin/queue-board-ticket`, a bearer
 * call like any other): a short-lived HMAC-signed cookie, HttpOnly, SameSite=Strict and scoped to
 * the board's path. The ticket names the session it was issued to (the token's `sid`), and each
 * board request checks it against that session, live, in the database: a logout, "end other
 * sessions", the idle or age limit, a password change (token version) or a deactivation closes the
 * board at once, not 15 minutes later.
 */
@Injectable()
export class QueueBoardTickets {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsRepository,
  ) {
    // A key of its own, derived from the JWT secret: a ticket is never a session token, nor the reverse.
    this.key = createHmac('sha256', config.jwtSecret).update('queue-board-ticket').digest();
  }

  issue(admin: UserEntity, sessionId: string, now = Date.now()): { value: string; expiresAt: Date } {
    const expiresAt = new Date(now + QUEUE_BOARD_TTL_SECONDS * 1000);
    const payload = `${admin.id}.${sessionId}.${admin.tokenVersion}.${expiresAt.getTime()}`;
    return { value: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  async verify(value: string | undefined, now = Date.now()): Promise<boolean> {
    const parts = value?.split('.') ?? [];
    if (parts.length !== 5) return false;
    const [adminId, sessionId, version, expires, signature] = parts;
    const expected = Buffer.from(this.sign(`${adminId}.${sessionId}.${version}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (!(Number(expires) > now)) return false;
    // Read from the database on every board request (no kept check): the board is opened rarely.
    const admin = (await this.sessions.signedIn(adminId, sessionId))?.user;
    return (
      !!admin && hasCapability(admin.role, 'admin') && !admin.deactivatedAt && String(admin.tokenVersion) === version
    );
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

/**
 * Mounts bull-board at /admin/queues behind the ticket check, in a scope of its own: the check
 * runs for every path under /admin/queues (a catch-all answers the rest 404 once it passed), so
 * the admin console's deep-link fallback never answers there, and it costs other routes nothing.
 */
export async function mountQueueBoard(app: NestFastifyApplication): Promise<void> {
  const queues = app.get(AdminQueues);
  const tickets = app.get(QueueBoardTickets);
  const serverAdapter = new FastifyAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    // Read-only: no job can be added, edited, retried or removed here. Jobs carry event ids only and
    // a failed one is relayed again by the outbox sweeper, which re-reads the outbox.
    queues: queues.queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Earnwave queues' } },
  });
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (await tickets.verify(cookiesOf(request).get(QUEUE_BOARD_COOKIE))) return;
      return reply
        .header('Cache-Control', 'no-store')
        .status(401)
        .send(envelope('Open the queue board from the admin console.', []));
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
    scope.all(`${QUEUE_BOARD_PATH}/*`, (_request, reply) => reply.callNotFound());
  });
}
