/**
 * The e-mail inside a mailed link's hash (ARCHITECTURE.md: a signed JWT with `email`). The client
 * only reads it; the server checks the signature, the purpose and single use.
 */
export function emailFromHash(hash: string | null): string | null {
  const payload = hash?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}
