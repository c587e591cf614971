import type { ErrorEnvelope, FieldError, Pagination, SuccessEnvelope } from '@earnwave/contracts';
import { clearUser, getUser } from '../session';
import { takeEarlyAnswer } from './early-calls';
import { NETWORK_ERROR } from '../../texts';

/**
 * A failed call: the HTTP status, the server's message, its field errors (ARCHITECTURE.md) and
 * what else the refusal tells (`data`, e.g. the price now after a 409 price change).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message of the first field error, else the envelope's message. */
  get firstMessage(): string {
    return this.errors[0]?.msg ?? this.message;
  }
}

/**
 * Whether the server answered the failed call (a refusal), rather than the call never arriving or
 * never being answered (offline, a dropped connection): spec 8 words the two apart ('Failed to
 * delete post.' against 'Error deleting post.').
 */
export const answeredByServer = (error: unknown): boolean => error instanceof ApiError && error.status > 0;

/** Whether a call failed because the thing asked for does not exist (404). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The price now, in credits, when a money call was refused because the price the member confirmed
 * (`field`) is no longer the price (409): nothing was charged, and the member is asked again.
 */
export function changedPrice(error: unknown, field: string): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const price = error.data?.[field];
  return typeof price === 'number' ? price : undefined;
}

let onUnauthorized: () => void = () => window.location.assign('/login');
/** The router registers how a 401 sends the user to /login (spec 4). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  /** Sent as JSON; a FormData body goes as it is (multipart, the browser sets its content type). */
  body?: unknown;
  /** A link hash instead of the session token (verification and reset, ARCHITECTURE.md). */
  bearer?: string;
  /** Public calls send no token. */
  auth?: boolean;
  /** Calls that move money carry an Idempotency-Key, so a retried click has no second effect. */
  idempotent?: boolean;
  signal?: AbortSignal;
}

/**
 * The calls that carry the stored session's token. Logout and a password change abort them before
 * the server ends or replaces that token, so that none is answered 401 by a session changed under
 * it (and none sends the user to /login).
 */
let sessionCalls = new AbortController();
/** The token a logout is ending, while it does: a call holding it has nobody waiting for its answer. */
let endingToken: string | null = null;
/** A call replacing the session's token, under way: the session's calls wait for it, then go with the new one. */
let tokenChange: Promise<unknown> | null = null;

function dropSessionCalls(): void {
  sessionCalls.abort();
  sessionCalls = new AbortController();
}

/** Logout's first step: the session's calls under way are dropped and no new one starts with `token`. */
export function endSessionCalls(token: string): void {
  endingToken = token;
  dropSessionCalls();
}

/** Logout's last step: the device holds no session now, and the next sign-in brings its own token. */
export function sessionCallsEnded(): void {
  endingToken = null;
}

/**
 * Runs `change`, a call whose answer replaces the session's token (a password change ends every
 * token of the account and answers this device a new one), and stores its token with `keep`. The
 * session's calls under way are sent again once it is over, and the ones that start meanwhile wait
 * for it: none reaches the server with the token it is replacing.
 */
export async function replacingToken<T>(change: () => Promise<T>, keep: (answer: T) => void): Promise<T> {
  dropSessionCalls();
  const answered = change().then((answer) => {
    keep(answer);
    return answer;
  });
  tokenChange = answered.catch(() => undefined);
  try {
    return await answered;
  } finally {
    tokenChange = null;
  }
}

/** What a call of an ended session answers: nothing, ever (the screen that made it is going away). */
const unanswered = <T>(): Promise<T> => new Promise<T>(() => undefined);

function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A list whose answer keeps its items and pagination inside `data`. */
export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * A success answer with the paging fields beside `data`: `pagination` (task/tasks-member) or
 * `page` and `hasMore` (the chat lists); each is there only when the server sends it.
 */
export interface PageAnswer<T> {
  data: T;
  pagination?: Pagination;
  page?: number;
  hasMore?: boolean;
}

type Success<T> = SuccessEnvelope<T> & Omit<PageAnswer<T>, 'data'>;

/** The one way the client calls the API: `/api` + path, JSON (or multipart) in, the envelope out. */
async function send<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
  // One key for every sending of one call: a call sent again after a token change has no second effect.
  key = options.idempotent ? idempotencyKey() : undefined,
): Promise<Success<T>> {
  const { body, bearer, auth = true, signal } = options;
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (auth && !bearer && tokenChange) {
    await tokenChange;
    return send(method, path, options, key);
  }
  const session = auth && !bearer ? getUser() : null;
  // While a logout ends its session, none of that session's calls starts, with the token or without.
  if (auth && !bearer && endingToken && (!session || session.token === endingToken)) return unanswered();
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  else if (session) headers.Authorization = `Bearer ${session.token}`;
  if (key) headers['Idempotency-Key'] = key;
  /** Sent again with the token stored now: a read, or a call whose key makes a second sending harmless. */
  const again = (): Promise<Success<T>> => {
    if (method === 'GET' || key) return send(method, path, options, key);
    throw new ApiError(0, NETWORK_ERROR, [{ param: 'general', msg: NETWORK_ERROR }]);
  };

  const ending = session ? sessionCalls.signal : undefined;
  let response: Response;
  try {
    const sent = () =>
      fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: signal && ending ? AbortSignal.any([signal, ending]) : (signal ?? ending),
      });
    // A read theme-boot.js sent before the scripts arrived (early-calls.ts); sent now if it failed.
    const early = method === 'GET' && session ? takeEarlyAnswer(path, session.token) : undefined;
    response = await (early ? early.catch(sent) : sent());
    // The early call cannot be aborted: a session that ended meanwhile drops its answer here.
    if (early && ending?.aborted) throw new DOMException('The session ended', 'AbortError');
  } catch (error) {
    if (ending?.aborted) return session!.token === endingToken ? unanswered() : again();
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, [{ param: 'general', msg: NETWORK_ERROR }]);
  }
  const payload = (await response.json().catch(() => null)) as Success<T> | ErrorEnvelope | null;
  if (response.ok && payload?.success) return payload;

  if (response.status === 401 && session) {
    // The token changed meanwhile (a password change here or in another tab, a logout, another
    // sign-in): this answer belongs to a token that is over.
    const now = getUser();
    if (now?.token !== session.token) return now && now.token !== endingToken ? again() : unanswered();
    clearUser();
    onUnauthorized();
  }
  const failure = payload && !payload.success ? payload : null;
  throw new ApiError(response.status, failure?.message ?? response.statusText, failure?.errors ?? [], failure?.data);
}

/** A call answering the envelope's `data`. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(method, path, options)).data;
}

/** A GET answering `data` with the paging fields the server put beside it. */
async function requestPage<T>(path: string, options: RequestOptions = {}): Promise<PageAnswer<T>> {
  const { data, pagination, page, hasMore } = await send<T>('GET', path, options);
  return { data, pagination, page, hasMore };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  /** A GET whose paging fields sit beside `data` (`pagination`, `page`, `hasMore`). */
  getPage: <T>(path: string, options?: RequestOptions) => requestPage<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/**
 * Server field errors grouped by the params a form shows; any other param (and an error without
 * field errors) lands under `general` (spec 5 and 8).
 */
export function groupErrors<P extends string>(
  error: unknown,
  params: readonly P[],
): Partial<Record<P | 'general', string[]>> {
  const grouped: Partial<Record<P | 'general', string[]>> = {};
  const push = (param: P | 'general', msg: string) => (grouped[param] ??= []).push(msg);
  if (error instanceof ApiError) {
    if (error.errors.length === 0) push('general', error.message);
    for (const { param, msg } of error.errors)
      push((params as readonly string[]).includes(param) ? (param as P) : 'general', msg);
  } else {
    push('general', error instanceof Error ? error.message : String(error));
  }
  return grouped;
}
