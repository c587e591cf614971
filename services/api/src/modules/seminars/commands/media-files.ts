import { StoredFileUnknown, StoredPathInvalid } from '@earnwave/domain';
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { ASSETS_DIR } from '../../../common/paths';

export type FileKind = 'image' | 'video' | 'audio';

const STORED_PATH = /^(uploads|assets)(\/[A-Za-z0-9_-][\w.-]*)+$/;
const KIND_BY_EXTENSION: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  mp4: 'video',
  webm: 'video',
  mp3: 'audio',
  ogg: 'audio',
  wav: 'audio',
  m4a: 'audio',
};

/**
 * The stored path a file reference names: the console sends an upload's `relativePath`, but an
 * absolute `path` (the API's origin) or a leading slash name the same file.
 */
export function storedPathOf(value: string, webOrigin: string): string {
  let path = value.trim();
  if (path.startsWith(`${webOrigin}/`)) path = path.slice(webOrigin.length + 1);
  return path.replace(/^\/+/, '');
}

/**
 * What kind of file a stored path names, checked where the file lives: an upload must have been
 * stored by `POST /api/uploads` (its kind checked from its bytes then), a shipped asset must exist
 * under the API's assets folder. Anything else is refused under `param`.
 */
export async function kindOfStoredFile(
  uploadedKind: (path: string) => Promise<FileKind | undefined>,
  path: string,
  param: string,
): Promise<FileKind> {
  if (!STORED_PATH.test(path) || path.length > 500) {
    throw new StoredPathInvalid(param);
  }
  const unknown = () => new StoredFileUnknown(param);
  if (path.startsWith('uploads/')) {
    const kind = await uploadedKind(path);
    if (!kind) throw unknown();
    return kind;
  }
  const root = resolve(ASSETS_DIR);
  const file = resolve(root, ...path.split('/').slice(1));
  const kind = KIND_BY_EXTENSION[/\.(\w+)$/.exec(path)?.[1]?.toLowerCase() ?? ''];
  if (!file.startsWith(root + sep) || !kind || !statSync(file, { throwIfNoEntry: false })?.isFile()) throw unknown();
  return kind;
}

/** Whether a mime type fits a file of this kind (a video container may hold only sound). */
export function mimeFits(mime: string, kind: FileKind): boolean {
  const top = mime.split('/')[0];
  return top === kind || (kind === 'video' && top === 'audio');
}
