import type { AppConfig } from '@earnwave/config';
import { createServer, type Server, type Socket } from 'node:net';
import { SessionChanges } from './session-changes';

/**
 * A PostgreSQL address whose packets go nowhere: connections are accepted and never answered, as
 * behind a network that drops them. The listening connection must give up and try again, not wait
 * for ever (the process would never listen again, and check every session in the database).
 */
describe('SessionChanges, when the database never answers', () => {
  let server: Server;
  const sockets: Socket[] = [];
  let changes: SessionChanges;

  beforeAll(async () => {
    server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await changes.onModuleDestroy();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up the attempt, forgets every kept check, and connects again', async () => {
    const { port } = server.address() as { port: number };
    changes = new SessionChanges({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none` } as AppConfig);
    const forgotten: (string | undefined)[] = [];
    changes.onChange = (userId) => forgotten.push(userId);
    changes.start();

    const deadline = Date.now() + 15_000;
    while (sockets.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(changes.listening).toBe(false);
    expect(forgotten).toContain(undefined);
  }, 20_000);
});
