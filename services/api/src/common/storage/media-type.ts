import type { UploadKind } from '@earnwave/contracts';

/** The kinds of files the platform accepts, recognised by their bytes and never by their name. */
export interface MediaType {
  kind: UploadKind;
  extension: string;
  contentType: string;
}

/** Keyed by the extension a stored file gets, which is how its content type is found again. */
export const MEDIA_TYPES = {
  png: { kind: 'image', extension: 'png', contentType: 'image/png' },
  jpg: { kind: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  gif: { kind: 'image', extension: 'gif', contentType: 'image/gif' },
  webp: { kind: 'image', extension: 'webp', contentType: 'image/webp' },
  svg: { kind: 'image', extension: 'svg', contentType: 'image/svg+xml' },
  mp4: { kind: 'video', extension: 'mp4', contentType: 'video/mp4' },
  webm: { kind: 'video', extension: 'webm', contentType: 'video/webm' },
  ogv: { kind: 'video', extension: 'ogv', contentType: 'video/ogg' },
  mp3: { kind: 'audio', extension: 'mp3', contentType: 'audio/mpeg' },
  aac: { kind: 'audio', extension: 'aac', contentType: 'audio/aac' },
  m4a: { kind: 'audio', extension: 'm4a', contentType: 'audio/mp4' },
  ogg: { kind: 'audio', extension: 'ogg', contentType: 'audio/ogg' },
  wav: { kind: 'audio', extension: 'wav', contentType: 'audio/wav' },
  flac: { kind: 'audio', extension: 'flac', contentType: 'audio/flac' },
  weba: { kind: 'audio', extension: 'weba', contentType: 'audio/webm' },
} as const satisfies Record<string, MediaType>;

/** What viewing content and task files take: pictures and videos (audio is for posts). */
export const VISUAL_KINDS: readonly UploadKind[] = ['image', 'video'];

/** The content type a stored file is served with, from the extension its checked type gave it. */
export function contentTypeOfStored(relativePath: string): string | undefined {
  const extension = /\.(\w+)$/.exec(relativePath)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(MEDIA_TYPES, extension)
    ? MEDIA_TYPES[extension as keyof typeof MEDIA_TYPES].contentType
    : undefined;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const contains = (bytes: Buffer, text: string, within = bytes.length) =>
  bytes.subarray(0, within).includes(Buffer.from(text, 'latin1'));

/** Codec headers sit at the start of a WebM or Ogg file: a look at the first 64 KB is enough. */
const HEADER_WINDOW = 64 * 1024;

/**
 * Recognises a file by its magic numbers, or for SVG by being UTF-8 text whose root element is
 * `<svg>` (SVG is code as much as a picture: one with scripts, event handlers, foreign objects or
 * external references is refused). Answers undefined for anything else, and for a recognised file
 * whose kind is not among `kinds` (viewing content takes no audio, so the default is pictures and
 * videos; member uploads ask for every kind).
 */
export function sniffMediaType(bytes: Buffer, kinds: readonly UploadKind[] = VISUAL_KINDS): MediaType | undefined {
  const media = recognise(bytes);
  return media && kinds.includes(media.kind) ? media : undefined;
}

function recognise(bytes: Buffer): MediaType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return MEDIA_TYPES.jpg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return MEDIA_TYPES.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return MEDIA_TYPES.webp;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return MEDIA_TYPES.wav;
  if (startsWith(bytes, ascii('ftyp'), 4)) return isoMedia(bytes);
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return webm(bytes);
  if (startsWith(bytes, ascii('OggS')))
    return contains(bytes, 'theora', HEADER_WINDOW) ? MEDIA_TYPES.ogv : MEDIA_TYPES.ogg;
  if (startsWith(bytes, ascii('fLaC'))) return MEDIA_TYPES.flac;
  if (startsWith(bytes, ascii('ID3'))) return MEDIA_TYPES.mp3;
  const frame = mpegAudioFrame(bytes);
  if (frame) return frame;
  return isSafeSvg(bytes) ? MEDIA_TYPES.svg : undefined;
}

/**
 * MP4 and its audio-only sibling M4A share the `ftyp` box. The tracks' handlers decide (`vide` or
 * `soun` in an `hdlr` box, wherever the `moov` box sits), then the brand (M4A, M4B, M4P, F4A, F4B).
 */
function isoMedia(bytes: Buffer): MediaType {
  const handlers = new Set<string>();
  for (let at = bytes.indexOf('hdlr', 0, 'latin1'); at >= 0; at = bytes.indexOf('hdlr', at + 4, 'latin1')) {
    handlers.add(bytes.toString('latin1', at + 12, at + 16));
  }
  if (handlers.has('vide')) return MEDIA_TYPES.mp4;
  if (handlers.has('soun')) return MEDIA_TYPES.m4a;
  const brand = bytes.toString('latin1', 8, 12);
  return ['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B '].includes(brand) ? MEDIA_TYPES.m4a : MEDIA_TYPES.mp4;
}

/** WebM (EBML): a video codec makes it a video, only audio codecs an audio file. */
function webm(bytes: Buffer): MediaType {
  if (['V_VP8', 'V_VP9', 'V_AV1', 'V_MPEG'].some((codec) => contains(bytes, codec, HEADER_WINDOW))) {
    return MEDIA_TYPES.webm;
  }
  return ['A_OPUS', 'A_VORBIS'].some((codec) => contains(bytes, codec, HEADER_WINDOW))
    ? MEDIA_TYPES.weba
    : MEDIA_TYPES.webm;
}

/**
 * An MPEG audio frame header without an ID3 tag: 11 sync bits, then a valid version, layer,
 * bitrate and sample rate (MP3), or the ADTS header of AAC (layer bits 00).
 */
function mpegAudioFrame(bytes: Buffer): MediaType | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1] & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[1] >> 3) & 0x03;
  const layer = (bytes[1] >> 1) & 0x03;
  if (layer === 0) return (bytes[1] & 0xf6) === 0xf0 && ((bytes[2] >> 2) & 0x0f) < 13 ? MEDIA_TYPES.aac : undefined;
  const bitrate = bytes[2] >> 4;
  const sampleRate = (bytes[2] >> 2) & 0x03;
  return version !== 1 && bitrate !== 0 && bitrate !== 0x0f && sampleRate !== 3 ? MEDIA_TYPES.mp3 : undefined;
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
