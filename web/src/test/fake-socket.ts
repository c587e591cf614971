import { vi } from 'vitest';

/**
 * socket.io-client faked at its edge: the test plays the server's pushes and, once it marks the
 * socket connected, the server's acknowledgements of what the client emits (`answer`).
 */
export const socket = {
  handlers: new Map<string, ((payload: unknown) => void)[]>(),
  options: undefined as unknown,
  connected: false,
  /** The server's acknowledgement of an emitted event: a value, an Error for a timeout, or undefined for none. */
  answer: undefined as ((event: string, payload: unknown) => unknown) | undefined,
  emitted: [] as { event: string; payload: unknown }[],
  emitFromServer(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  },
};

function emit(event: string, payload: unknown, ack?: (...args: unknown[]) => void, withError = false) {
  socket.emitted.push({ event, payload });
  const answer = socket.answer?.(event, payload);
  if (!ack || answer === undefined) return;
  if (answer instanceof Error) ack(answer);
  else if (withError) ack(null, answer);
  else ack(answer);
}

vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    socket.options = options;
    socket.handlers.clear();
    socket.connected = false;
    socket.answer = undefined;
    socket.emitted = [];
    return {
      get connected() {
        return socket.connected;
      },
      on(event: string, handler: (payload: unknown) => void) {
        socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]);
        return this;
      },
      emit(event: string, payload: unknown, ack?: (...args: unknown[]) => void) {
        emit(event, payload, ack);
        return this;
      },
      // socket.io's `timeout(ms).emit(...)`: the acknowledgement gets an error first (null when answered).
      timeout() {
        return {
          emit: (event: string, payload: unknown, ack?: (...args: unknown[]) => void) =>
            emit(event, payload, ack, true),
        };
      },
      disconnect() {},
    };
  },
}));
