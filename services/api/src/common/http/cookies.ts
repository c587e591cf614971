import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's cookies by name (the API reads a few signed ones of its own; no cookie parser is mounted). */
export function cookiesOf(req: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (!key) continue;
    try {
      cookies.set(key, decodeURIComponent(rest.join('=')));
    } catch {
      // A value that does not decode is no cookie of ours.
    }
  }
  return cookies;
}

/**
 * Sets one of the API's cookies: HttpOnly and SameSite=Strict, for `maxAgeSeconds` under `path`,
 * written as Express's `res.cookie` wrote it. Two cookies do not justify a plugin and its hook on
 * every response.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  { path, maxAgeSeconds, secure }: { path: string; maxAgeSeconds: number; secure: boolean },
): void {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  reply.header(
    'Set-Cookie',
    `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; Expires=${expires}; HttpOnly` +
      `${secure ? '; Secure' : ''}; SameSite=Strict`,
  );
}
