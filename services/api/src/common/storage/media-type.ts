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

/**
 * What members upload: PNG, JPEG, GIF and WebP pictures, MP4 and WebM videos, MP3, M4A and WebM
 * audio. SVG (code as much as a picture) and the other audio and video formats are for administrators.
 */
export const MEMBER_MEDIA_TYPES: readonly MediaType[] = [
  MEDIA_TYPES.png,
  MEDIA_TYPES.jpg,
  MEDIA_TYPES.gif,
  MEDIA_TYPES.webp,
  MEDIA_TYPES.mp4,
  MEDIA_TYPES.webm,
  MEDIA_TYPES.mp3,
  MEDIA_TYPES.m4a,
  MEDIA_TYPES.weba,
];

/** Every type recognised: what administrators upload. */
export const ALL_MEDIA_TYPES: readonly MediaType[] = Object.values(MEDIA_TYPES);

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

/**
 * A file's type shows in its first 64 KB (magic numbers; the codec headers of a WebM or Ogg file),
 * except an MP4's kind (see MediaSniffer).
 */
export const HEADER_WINDOW = 64 * 1024;

/** An SVG is checked whole (a script may sit anywhere in it), so its text is held: at most this much. */
export const SVG_MAX_BYTES = 1024 * 1024;

const ISO_TYPES: readonly MediaType[] = [MEDIA_TYPES.mp4, MEDIA_TYPES.m4a];

/**
 * Recognises a file by its magic numbers, or for SVG by being UTF-8 text whose root element is
 * `<svg>` (SVG is code as much as a picture: one with scripts, event handlers, foreign objects or
 * external references is refused). Answers undefined for anything else, and for a recognised file
 * whose kind is not among `kinds` (viewing content takes no audio, so the default is pictures and
 * videos).
 */
export function sniffMediaType(bytes: Buffer, kinds: readonly UploadKind[] = VISUAL_KINDS): MediaType | undefined {
  const sniffer = new MediaSniffer(ALL_MEDIA_TYPES.filter((type) => kinds.includes(type.kind)));
  sniffer.push(bytes);
  return sniffer.end();
}

/**
 * Recognises a file while it streams past, holding no more than its first HEADER_WINDOW bytes (an
 * SVG's text up to SVG_MAX_BYTES): the head decides what it is, except whether an MP4 is a video or
 * an M4A, which its track handlers decide wherever its `moov` box sits (often after the media data,
 * so every chunk is searched for them). Only the `accepted` types are recognised.
 */
export class MediaSniffer {
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** What the head shows (an MP4 stands for both ISO types): null until it is read. */
  private head: MediaType | undefined | null = null;
  private brand = '';
  private readonly handlers = new Set<string>();
  /** The last bytes searched, where an `hdlr` box may begin that the next chunk ends. */
  private carry = Buffer.alloc(0);

  constructor(private readonly accepted: readonly MediaType[]) {}

  push(chunk: Buffer): void {
    if (this.head === null) {
      this.hold(chunk);
      if (this.heldBytes >= HEADER_WINDOW) this.readHead();
    } else if (this.head === MEDIA_TYPES.svg && this.held.length) {
      this.hold(chunk);
      // Past SVG_MAX_BYTES the text is dropped, and end() refuses the file (the upload route, sooner, by its size).
      if (this.heldBytes > SVG_MAX_BYTES) this.held = [];
    } else if (this.head === MEDIA_TYPES.mp4) {
      this.searchHandlers(chunk);
    }
  }

  /**
   * The accepted types the file may still turn out to be: undefined while its head is being read,
   * empty once nothing accepted can fit (refuse it without reading on).
   */
  candidates(): readonly MediaType[] | undefined {
    if (this.head === null) return undefined;
    if (!this.head) return [];
    return this.head === MEDIA_TYPES.mp4 ? ISO_TYPES.filter((type) => this.accepted.includes(type)) : [this.head];
  }

  /** What the whole file is, once every byte was pushed; undefined when nothing accepted. */
  end(): MediaType | undefined {
    if (this.head === null) this.readHead();
    let type = this.head;
    if (type === MEDIA_TYPES.svg && !(this.held.length && isSafeSvg(Buffer.concat(this.held)))) type = undefined;
    if (type === MEDIA_TYPES.mp4) type = isoMedia(this.handlers, this.brand);
    return type && this.accepted.includes(type) ? type : undefined;
  }

  private hold(chunk: Buffer): void {
    this.held.push(chunk);
    this.heldBytes += chunk.length;
  }

  private readHead(): void {
    const head = Buffer.concat(this.held);
    const type = recognise(head);
    const iso = type === MEDIA_TYPES.mp4;
    this.head =
      type && (iso ? ISO_TYPES.some((candidate) => this.accepted.includes(candidate)) : this.accepted.includes(type))
        ? type
        : undefined;
    if (this.head === MEDIA_TYPES.svg) {
      this.held = [head];
      return;
    }
    this.held = [];
    if (iso) {
      this.brand = head.toString('latin1', 8, 12);
      this.searchHandlers(head);
    }
  }

  /** Notes the handler type of every `hdlr` box, also of one cut by the end of the previous chunk. */
  private searchHandlers(chunk: Buffer): void {
    noteHandlers(Buffer.concat([this.carry, chunk.subarray(0, HDLR_SPAN)]), this.handlers);
    noteHandlers(chunk, this.handlers);
    this.carry = Buffer.from(
      chunk.length >= HDLR_SPAN ? chunk.subarray(-HDLR_SPAN) : Buffer.concat([this.carry, chunk]).subarray(-HDLR_SPAN),
    );
  }
}

/** From an `hdlr` box's name to the end of its handler type: 4 bytes of version and flags, 4 reserved, the type. */
const HDLR_SPAN = 16;

/** Adds the handler type of each whole `hdlr` box in `bytes` to `handlers`. */
function noteHandlers(bytes: Buffer, handlers: Set<string>): void {
  for (let at = bytes.indexOf('hdlr', 0, 'latin1'); at >= 0 && at + HDLR_SPAN <= bytes.length;) {
    handlers.add(bytes.toString('latin1', at + 12, at + HDLR_SPAN));
    at = bytes.indexOf('hdlr', at + 4, 'latin1');
  }
}

/** The type a file's first bytes show; any ISO media file (MP4 or M4A) answers MP4. */
function recognise(bytes: Buffer): MediaType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return MEDIA_TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return MEDIA_TYPES.jpg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return MEDIA_TYPES.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return MEDIA_TYPES.webp;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return MEDIA_TYPES.wav;
  if (startsWith(bytes, ascii('ftyp'), 4)) return MEDIA_TYPES.mp4;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return webm(bytes);
  if (startsWith(bytes, ascii('OggS')))
    return contains(bytes, 'theora', HEADER_WINDOW) ? MEDIA_TYPES.ogv : MEDIA_TYPES.ogg;
  if (startsWith(bytes, ascii('fLaC'))) return MEDIA_TYPES.flac;
  if (startsWith(bytes, ascii('ID3'))) return MEDIA_TYPES.mp3;
  const frame = mpegAudioFrame(bytes);
  if (frame) return frame;
  return svgBody(bytes.toString('utf8')) === undefined ? undefined : MEDIA_TYPES.svg;
}

/**
 * MP4 and its audio-only sibling M4A share the `ftyp` box. The tracks' handlers decide (`vide` or
 * `soun` in an `hdlr` box, wherever the `moov` box sits), then the brand (M4A, M4B, M4P, F4A, F4B).
 */
function isoMedia(handlers: ReadonlySet<string>, brand: string): MediaType {
  if (handlers.has('vide')) return MEDIA_TYPES.mp4;
  if (handlers.has('soun')) return MEDIA_TYPES.m4a;
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

/** The text from its root element on, when that is `<svg>` (after an XML prolog, comments, a doctype). */
function svgBody(text: string): string | undefined {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(body) ? body : undefined;
}

/**
 * What an SVG may not hold, read in its squeezed text (squeezeSvg): any DTD beyond a bare
 * `<!DOCTYPE svg PUBLIC ...>` (an internal subset, an entity, element or attribute declaration:
 * entities hide text from every other check and expand without bound), a processing instruction
 * other than the XML declaration (`<?xml-stylesheet`), scripts and the elements that carry code or
 * other documents, a script URL in any form, a `data:` URL, and a reference to anything outside
 * the file (an `href` or `url()` with a scheme or `//`, `@import`).
 */
const UNSAFE_SVG = [
  /<!doctype[^>]*\[/,
  /<!(?:entity|element|attlist|notation)/,
  /<\?(?!xmlversion=)/,
  /<(?:[\w.-]+:)?(?:script|foreignobject|handler|listener|iframe|embed|object)/,
  /(?:java|vb|live)script:/,
  /[=("';,]data:/,
  /href=["']?(?:[a-z][\w+.-]*:|\/\/|\\)/,
  /url\(["']?(?:[a-z][\w+.-]*:|\/\/|\\)/,
  /@import/,
];
/** An event handler attribute (`onload=`), after whitespace, a slash or a quote: names hold no references. */
const SVG_EVENT_HANDLER = /[\s/"']on[a-z]+\s*=/i;
/** XML's five named references; any other (HTML's `&colon;`, an entity a DTD declared) refuses the file. */
const XML_NAMED_REFERENCES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Rounds of decoding (`&amp;#106;` is two): a text still changing after this many is refused. */
const DECODING_ROUNDS = 4;

/**
 * The text with its character references decoded, as a browser decodes attribute values, and
 * decoded again while any remain (stricter than XML, which decodes once), so that `&#106;`,
 * `&#x6A;`, `&#0000106` and `&amp;#106;` all read `j`. Undefined when a reference is not one XML
 * knows or names no character, or when the decoding never settles.
 */
function decodeSvgReferences(text: string): string | undefined {
  let decoded = text;
  for (let round = 0; round <= DECODING_ROUNDS; round += 1) {
    let unknown = false;
    // A named reference ends with `;` (XML's rule): `AT&T`, left by decoding `AT&amp;T`, names nothing.
    const next = decoded.replace(
      /&(?:#(x[\da-f]+|\d+);?|([a-z][\w.-]*);)/gi,
      (_reference, digits?: string, name?: string) => {
        if (name !== undefined) {
          const named = XML_NAMED_REFERENCES[name];
          if (named === undefined) unknown = true;
          return named ?? '';
        }
        const hex = digits![0] === 'x' || digits![0] === 'X';
        const code = Number.parseInt(hex ? digits!.slice(1) : digits!, hex ? 16 : 10);
        if (!(code <= 0x10ffff)) {
          unknown = true;
          return '';
        }
        return String.fromCodePoint(code);
      },
    );
    if (unknown) return undefined;
    if (next === decoded) return decoded;
    decoded = next;
  }
  return undefined;
}

/**
 * The text with CSS's escapes decoded as a style sheet reads them: `\\75 rl(` is `url(`, `@\\69mport`
 * is `@import`. A hexadecimal escape takes up to six digits and one whitespace after them; a
 * backslash before any other character stands for that character.
 */
function decodeCssEscapes(text: string): string {
  return text
    .replace(/\\([\da-f]{1,6})[ \t\n\r\f]?/gi, (_escape, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\([^\n\da-f])/gi, '$1');
}

/**
 * The decoded text without a single whitespace, control or invisible character, lower-cased: what
 * a URL parser reads of `java\nscript:` or `JaVa&#x09;Script:` (it drops tabs and newlines inside
 * a scheme, and leading spaces and controls), and what the checks match against.
 */
function squeezeSvg(decoded: string): string {
  return decoded.replace(/[\s\p{Cc}\p{Cf}\u2028\u2029]/gu, '').toLowerCase();
}

/**
 * Whether an SVG is safe to serve as an image: UTF-8 text whose root is `<svg>`, with nothing of
 * UNSAFE_SVG or SVG_EVENT_HANDLER in it once references are decoded and the text squeezed, read
 * as written and with CSS's escapes decoded. The
 * sandbox CSP and `nosniff` on every served upload (uploads.route) are the second wall.
 */
function isSafeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD') || text.includes('\0')) return false; // not UTF-8 text
  if (svgBody(text) === undefined) return false;
  const decoded = decodeSvgReferences(text);
  if (decoded === undefined || SVG_EVENT_HANDLER.test(decoded)) return false;
  // Matched as written (a bare `\\` in a URL is refused) and as CSS reads it.
  const readings = [squeezeSvg(decoded), squeezeSvg(decodeCssEscapes(decoded))];
  return !readings.some((squeezed) => UNSAFE_SVG.some((pattern) => pattern.test(squeezed)));
}
