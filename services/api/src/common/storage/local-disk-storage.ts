import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { FileStorage, UPLOADS_PREFIX, type ByteRange } from './file-storage';

/** Files under a directory of this machine (`UPLOAD_DIR`, default `.data/uploads`). */
export class LocalDiskStorage extends FileStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const now = new Date();
    const folder = join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(join(this.root, folder), { recursive: true });
    // `wx`: a random name that already exists is a bug, never something to overwrite.
    await writeFile(join(this.root, folder, name), bytes, { flag: 'wx' });
    return [UPLOADS_PREFIX, ...folder.split(sep), name].join('/');
  }

  async open(relativePath: string, range?: ByteRange) {
    const path = this.pathOf(relativePath);
    if (!path) return undefined;
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path, range && { start: range.start, end: range.end }), size: info.size };
  }

  async sizeOf(relativePath: string) {
    const path = this.pathOf(relativePath);
    const info = path ? await stat(path).catch(() => undefined) : undefined;
    return info?.isFile() ? info.size : undefined;
  }

  /** The file's path inside the root, or undefined for anything that would leave it. */
  private pathOf(relativePath: string): string | undefined {
    const [prefix, ...rest] = relativePath.split('/');
    if (prefix !== UPLOADS_PREFIX || rest.some((part) => !/^[\w.-]+$/.test(part) || part.startsWith('.'))) {
      return undefined;
    }
    const path = resolve(this.root, ...rest);
    return path.startsWith(this.root + sep) ? path : undefined;
  }
}
