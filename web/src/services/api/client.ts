import type { ErrorEnvelope, FieldError, SuccessEnvelope } from '@earnwave/contracts';
import { clearUser, getUser } from '../session';

/** A failed call: the HTTP status, the server's message and its field errors (ARCHITECTURE.md). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message of the first field error, else the envelope's message. */
  get firstMessage(): string {
    return this.errors[0]?.msg ?? this.message;
  }
}

export const NETWORK_ERROR = 'The server cannot be reached. Please try again.';

let onUnauthorized: () => void = () => window.location.assign('/login');
/** The router registers how a 401 sends the user to /login (spec 4). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  body?: unknown;
  /** A link hash instead of the session token (verification and reset, ARCHITECTURE.md). */
  bearer?: string;
  /** Public calls send no token. */
  auth?: boolean;
  /** Calls that move money carry an Idempotency-Key, so a retried click has no second effect. */
  idempotent?: boolean;
  signal?: AbortSignal;
}

function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The one way the client calls the API: `/api` + path, JSON in and out, the envelope unwrapped. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, bearer, auth = true, idempotent, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const session = auth && !bearer ? getUser() : null;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  else if (session) headers.Authorization = `Bearer ${session.token}`;
  if (idempotent) headers['Idempotency-Key'] = idempotencyKey();

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, [{ param: 'general', msg: NETWORK_ERROR }]);
  }
  const payload = (await response.json().catch(() => null)) as SuccessEnvelope<T> | ErrorEnvelope | null;
  if (response.ok && payload?.success) return payload.data;

  if (response.status === 401 && session) {
    clearUser();
    onUnauthorized();
  }
  const failure = payload && !payload.success ? payload : null;
  throw new ApiError(response.status, failure?.message ?? response.statusText, failure?.errors ?? []);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
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
