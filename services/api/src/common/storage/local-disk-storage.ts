import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { once } from 'node:events';
import { FileStorage, UPLOADS_PREFIX, type ByteRange, type IncomingFile } from './file-storage';

/**
 * Files being written wait here, under the root: a folder whose name starts with a dot is never
 * served (pathOf), and a rename into the year's folder is atomic on one file system.
 */
const INCOMING_FOLDER = '.incoming';

/** An incoming file untouched this long was left by a process that stopped mid-upload. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Files under a directory of this machine (`UPLOAD_DIR`, default `.data/uploads`). */
export class LocalDiskStorage extends FileStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    const { path, relativePath } = await this.newName(extension);
    // `wx`: a random name that already exists is a bug, never something to overwrite.
    await writeFile(path, bytes, { flag: 'wx' });
    return relativePath;
  }

  async incoming(): Promise<IncomingFile> {
    const folder = join(this.root, INCOMING_FOLDER);
    await mkdir(folder, { recursive: true });
    const stream = createWriteStream(join(folder, `${randomBytes(16).toString('hex')}.part`), { flags: 'wx' });
    let path: string | undefined = String(stream.path);
    const closed = async () => {
      if (!stream.closed) await once(stream, 'close').catch(() => undefined);
    };
    return {
      stream,
      keep: async (extension) => {
        await closed();
        if (!path) throw new Error('The incoming file was discarded');
        const name = await this.newName(extension);
        await rename(path, name.path);
        path = name.path;
        return name.relativePath;
      },
      discard: async () => {
        stream.destroy();
        await closed();
        if (path) await rm(path, { force: true });
        path = undefined;
      },
    };
  }

  /** Removes incoming files a stopped process left behind (another process may be writing the fresh ones). */
  async removeAbandoned(now = Date.now()): Promise<void> {
    const folder = join(this.root, INCOMING_FOLDER);
    const names = await readdir(folder).catch(() => []);
    for (const name of names) {
      const info = await stat(join(folder, name)).catch(() => undefined);
      if (info && now - info.mtimeMs > ABANDONED_AFTER_MS) await rm(join(folder, name), { force: true });
    }
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

  /** A new random name in the folder of this year and month (made if needed). */
  private async newName(extension: string): Promise<{ path: string; relativePath: string }> {
    const now = new Date();
    const folder = join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(join(this.root, folder), { recursive: true });
    return {
      path: join(this.root, folder, name),
      relativePath: [UPLOADS_PREFIX, ...folder.split(sep), name].join('/'),
    };
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
