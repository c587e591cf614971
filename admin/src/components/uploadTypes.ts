/** The mime type of an uploaded file, from the upload answer's `formatType` (its extension) and `fileType`. */
const MIME_BY_FORMAT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  weba: 'audio/webm',
};

export function mimeOfUpload(upload: { formatType: string; fileType: string }): string {
  const format = upload.formatType.toLowerCase();
  return MIME_BY_FORMAT[format] ?? `${upload.fileType}/${format}`;
}

export type MediaKind = 'image' | 'video' | 'audio';

/** How the console previews a file: by its mime type, else by its path's extension. */
export function kindOf(mime: string | undefined, path: string | undefined): MediaKind {
  const top = mime?.split('/')[0];
  if (top === 'video' || top === 'audio' || top === 'image') return top;
  const extension = /\.(\w+)$/.exec(path ?? '')?.[1]?.toLowerCase() ?? '';
  return (MIME_BY_FORMAT[extension]?.split('/')[0] as MediaKind | undefined) ?? 'image';
}

/**
 * Where the console loads a stored file from: an absolute http(s) URL as it is, a path on the
 * server (`uploads/...`, `assets/...`) on the console's own origin (its content policy allows it).
 */
export function previewUrl(path: string | null | undefined): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `/${trimmed.replace(/^\/+/, '')}`;
}
