import { once } from 'node:events';
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import type { Account } from './accounts';

const CHUNK = 64 * 1024;
/** The bytes after a file's head, one buffer written again and again: the sender holds no file. */
const FILLER = Buffer.alloc(CHUNK);

export interface StreamedUpload {
  /** The file's first bytes; zeros follow up to `size`. */
  head: Buffer;
  size: number;
  /** Destroys the request once this many bytes of the file were sent, then answers 'aborted'. */
  abortAfter?: number;
  /** Called with the bytes of the file sent so far, after each chunk. */
  onProgress?: (sent: number) => void | Promise<void>;
  /** The upload route; `POST /api/uploads` by default. */
  path?: string;
}

export interface StreamedUploadAnswer {
  status: number;
  body: { success?: boolean; message?: string; data?: Record<string, unknown>; errors?: unknown[] } & Record<
    string,
    unknown
  >;
}

/**
 * `POST /api/uploads` as `who`, with the multipart field `file` written chunk by chunk as the
 * socket takes them (a Content-Length like a browser's), so that neither side need hold the file.
 */
export async function streamUpload(
  origin: string,
  who: Account,
  { head, size, abortAfter, onProgress, path = '/api/uploads' }: StreamedUpload,
): Promise<StreamedUploadAnswer | 'aborted'> {
  const boundary = `earnwave-test-${Date.now()}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request(`${origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': opening.length + size + closing.length,
    },
  });
  const answer = new Promise<StreamedUploadAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) }));
    });
    req.on('error', reject);
  });
  const write = async (bytes: Buffer) => {
    if (!req.write(bytes)) await Promise.race([once(req, 'drain'), answer]);
  };
  await write(opening);
  let sent = 0;
  while (sent < size) {
    if (abortAfter !== undefined && sent >= abortAfter) {
      answer.catch(() => undefined);
      req.destroy();
      return 'aborted';
    }
    const chunk =
      sent < head.length ? head.subarray(sent, sent + CHUNK) : FILLER.subarray(0, Math.min(CHUNK, size - sent));
    await write(chunk);
    sent += chunk.length;
    await onProgress?.(sent);
  }
  req.end(closing);
  return answer;
}

/** Every file under `dir` (relative paths, sorted), incoming ones included. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}
