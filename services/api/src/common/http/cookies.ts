import type { FastifyRequest } from 'fastify';

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
