import { waitFor } from '../wait-for';
import { Agent } from 'node:http';
import { io, type Socket } from 'socket.io-client';

export interface SocketOptions {
  /** Sent as `auth.token`, as the member client does. */
  token?: string;
  query?: Record<string, string>;
  /** The member client's websocket unless given: `['polling']`, or `['polling', 'websocket']` to upgrade. */
  transports?: ('polling' | 'websocket')[];
  /** The local address the client's connections leave from (a proxy that is sticky by address sees it). */
  localAddress?: string;
}

/**
 * A socket.io client as the member client opens it (websocket transport), recording every event
 * it receives so that a test can wait for one, or check what did not arrive.
 */
export class TestSocket {
  readonly received: { event: string; payload: unknown }[] = [];
  readonly socket: Socket;

  constructor(baseUrl: string, options: SocketOptions = {}) {
    this.socket = io(baseUrl, {
      path: '/socket.io',
      transports: options.transports ?? ['websocket'],
      // Handed to Node's requests (polling and websocket) as it is, though typed as string | boolean.
      agent: (options.localAddress && new Agent({ localAddress: options.localAddress })) as string | undefined,
      auth: options.token === undefined ? {} : { token: options.token },
      query: options.query,
      reconnection: false,
      forceNew: true,
    });
    this.socket.onAny((event: string, payload: unknown) => this.received.push({ event, payload }));
  }

  /** Resolves once connected; rejects with the server's refusal. */
  connected(): Promise<this> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve(this);
      this.socket.once('connect', () => resolve(this));
      this.socket.once('connect_error', reject);
    });
  }

  /** Resolves with the server's refusal (`connect_error`); rejects if the socket connects. */
  refused(): Promise<Error> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect_error', resolve);
      this.socket.once('connect', () => reject(new Error('the socket connected')));
    });
  }

  events<T>(event: string): T[] {
    return this.received.filter((entry) => entry.event === event).map((entry) => entry.payload as T);
  }

  /** Waits for an event of this name whose payload passes `matches`, and answers the payload. */
  next<T>(event: string, matches: (payload: T) => boolean = () => true): Promise<T> {
    return waitFor(() => this.events<T>(event).find(matches), { what: `socket event ${event}` });
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** The sockets a test opened, closed together (after each test, or when the file ends). */
export class TestSockets {
  private readonly opened: TestSocket[] = [];

  open(baseUrl: string, options: SocketOptions = {}): TestSocket {
    const socket = new TestSocket(baseUrl, options);
    this.opened.push(socket);
    return socket;
  }

  closeAll(): void {
    this.opened.splice(0).forEach((socket) => socket.close());
  }
}
