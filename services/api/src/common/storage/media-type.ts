/** The kinds of files the platform accepts, recognised by their bytes and never by their name. */
export interface MediaType {
  kind: 'image' | 'video';
  extension: string;
  contentType: string;
}

export const MEDIA_TYPES = {
  png: { kind: 'image', extension: 'png', contentType: 'image/png' },
  jpg: { kind: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  gif: { kind: 'image', extension: 'gif', contentType: 'image/gif' },
  webp: { kind: 'image', extension: 'webp', contentType: 'image/webp' },
  svg: { kind: 'image', extension: 'svg', contentType: 'image/svg+xml' },
  mp4: { kind: 'video', extension: 'mp4', contentType: 'video/mp4' },
  webm: { kind: 'video', extension: 'webm', contentType: 'video/webm' },
} as const satisfies Record<string, MediaType>;

/** The content type a stored file is served with, from the extension its checked type gave it. */
export function contentTypeOfStored(relativePath: string): string | undefined {
  const extension = /\.(\w+)$/.exec(relativePath)?.[1]?.toLowerCase();
  return extension && extension in MEDIA_TYPES
    ? MEDIA_TYPES[extension as keyof typeof MEDIA_TYPES].contentType
    : undefined;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Recognises a file by its magic numbers (PNG, JPEG, GIF, WebP, MP4/ftyp, WebM/EBML) or, for SVG,
 * by being UTF-8 text whose root element is `<svg>`. SVG is code as much as a picture: one with
 * scripts, event handlers, foreign objects or external references is refused.
 */
export function sniffMediaType(bytes: Buffer): MediaType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return MEDIA_TYPES.jpg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return MEDIA_TYPES.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return MEDIA_TYPES.webp;
  if (startsWith(bytes, ascii('ftyp'), 4)) return MEDIA_TYPES.mp4;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return MEDIA_TYPES.webm;
  return isSafeSvg(bytes) ? MEDIA_TYPES.svg : undefined;
}

function isSafeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\0')) return false; // not UTF-8 text
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  if (!/^<svg[\s>]/i.test(body)) return false;
  return !/<script|<foreignObject|\son\w+\s*=|javascript:|<!ENTITY|(?:xlink:)?href\s*=\s*["']?\s*(?:https?:|\/\/|data:text)/i.test(
    body,
  );
}
