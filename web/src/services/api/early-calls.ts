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
}

declare global {
  interface Window {
    __earlyCalls?: EarlyCall[];
  }
}

/** An answer older than this is read again: the page has been open a while. */
const FRESH_MS = 10_000;

/** The answer of a GET of `path` sent early with `token` (then forgotten), if there is one. */
export function takeEarlyAnswer(path: string, token: string): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__earlyCalls;
  const at = calls?.findIndex((call) => call.path === path && call.token === token) ?? -1;
  if (!calls || at < 0) return undefined;
  const [call] = calls.splice(at, 1);
  return Date.now() - call.at <= FRESH_MS ? call.answer : undefined;
}
