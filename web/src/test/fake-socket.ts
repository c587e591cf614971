import { vi } from 'vitest';

/** socket.io-client faked at its edge: the test plays the server's pushes. */
export const socket = {
  handlers: new Map<string, ((payload: unknown) => void)[]>(),
  options: undefined as unknown,
  emitFromServer(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  },
};

vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    socket.options = options;
    socket.handlers.clear();
    return {
      on(event: string, handler: (payload: unknown) => void) {
        socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]);
        return this;
      },
      disconnect() {},
    };
  },
}));
