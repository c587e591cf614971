import { MSG } from '@earnwave/contracts';
import type { Duplex } from 'node:stream';
import { envelope } from '../filters/error-envelope.filter';

const REFUSALS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', MSG.requestTooLong],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', MSG.requestTimeout],
};

/**
 * What Node's HTTP parser refuses before Fastify sees it (an address or headers over its 16 KB,
 * broken HTTP, a request too slow to arrive) is answered in the error shape too, not Node's bare
 * status line: Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, reason, message] = REFUSALS[error.code ?? ''] ?? [400, 'Bad Request', MSG.requestMalformed];
  const body = JSON.stringify(envelope(message, [{ param: 'general', msg: message }]));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
