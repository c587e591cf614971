/**
 * Calls that public/theme-boot.js sent before any of the app's scripts had arrived: on a phone the
 * scripts take seconds to load and run, and a call sent after them waits that long plus its round
 * trip. theme-boot.js sends the dashboard's balance read at once, with the stored session's token;
 * the client takes its answer for the same call, once, while it is fresh.
 */
interface EarlyCall {
  path: string;
  token: string;
  /** Date.now() when it was sent. */
  at: number;
  answer: Promise<Response>;
  /** The answer's `data`, once theme-boot.js has read it (it painted the figure from it). */
  data?: unknown;
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCall[];
  }
}

/** An answer older than this is read again: the page has been open a while. */
const FRESH_MS = 10_000;

/** The call of a GET of `path` sent early with `token`, forgotten once taken, if it is fresh. */
function takeEarlyCall(path: string, token: string, read: boolean): EarlyCall | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  const at = calls?.findIndex((call) => call.path === path && call.token === token && (!read || 'data' in call)) ?? -1;
  if (!calls || at < 0) return undefined;
  const [call] = calls.splice(at, 1);
  return Date.now() - call.at <= FRESH_MS ? call : undefined;
}

/** The answer of a GET of `path` sent early with `token` (then forgotten), if there is one. */
export function takeEarlyAnswer(path: string, token: string): Promise<Response> | undefined {
  return takeEarlyCall(path, token, false)?.answer;
}

/**
 * The `data` of a GET of `path` sent early with `token` and already read, with when it was sent
 * (then forgotten), if there is one: shown at once, at the first render, with no call of its own.
 */
export function takeEarlyData<T>(path: string, token: string): { data: T; at: number } | undefined {
  const call = takeEarlyCall(path, token, true);
  return call && { data: call.data as T, at: call.at };
}
