import {
  ALL_MEDIA_TYPES,
  contentTypeOfStored,
  HEADER_WINDOW,
  MEDIA_TYPES,
  MediaSniffer,
  MEMBER_MEDIA_TYPES,
  sniffMediaType,
} from './media-type';

const ALL = ['image', 'video', 'audio'] as const;
const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.isBuffer(part) ? part : Buffer.from(part),
    ),
  );
/** An ISO media box: 4-byte size, type, body. */
const box = (type: string, body: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return bytes(size, type, body);
};
const ftyp = (brand: string) => box('ftyp', bytes(brand, [0, 0, 2, 0], 'isomiso2'));
const hdlr = (handler: string) => box('hdlr', bytes([0, 0, 0, 0], [0, 0, 0, 0], handler, Buffer.alloc(12)));
const sniff = (file: Buffer) => {
  const media = sniffMediaType(file, ALL);
  return media && [media.kind, media.extension];
};

describe('media types by their bytes', () => {
  it.each([
    ['an MP3 with an ID3 tag', bytes('ID3', [4, 0, 0, 0, 0, 0, 0], Buffer.alloc(32)), ['audio', 'mp3']],
    ['an MP3 frame without a tag', bytes([0xff, 0xfb, 0x90, 0x64], Buffer.alloc(32)), ['audio', 'mp3']],
    ['an AAC (ADTS) stream', bytes([0xff, 0xf1, 0x50, 0x80], Buffer.alloc(32)), ['audio', 'aac']],
    ['an Ogg Vorbis file', bytes('OggS', [0, 2], Buffer.alloc(20), [1], 'vorbis', Buffer.alloc(16)), ['audio', 'ogg']],
    ['an Ogg Opus file', bytes('OggS', [0, 2], Buffer.alloc(20), 'OpusHead', Buffer.alloc(16)), ['audio', 'ogg']],
    [
      'an Ogg Theora video',
      bytes('OggS', [0, 2], Buffer.alloc(20), [0x80], 'theora', Buffer.alloc(16)),
      ['video', 'ogv'],
    ],
    ['a WAV file', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', Buffer.alloc(24)), ['audio', 'wav']],
    ['a FLAC file', bytes('fLaC', [0, 0, 0, 34], Buffer.alloc(34)), ['audio', 'flac']],
    ['an M4A by its brand', bytes(ftyp('M4A '), Buffer.alloc(16)), ['audio', 'm4a']],
    ['an MP4 with only a sound track', bytes(ftyp('isom'), box('moov', hdlr('soun'))), ['audio', 'm4a']],
    [
      'an MP4 with a video track',
      bytes(ftyp('isom'), box('moov', bytes(hdlr('soun'), hdlr('vide')))),
      ['video', 'mp4'],
    ],
    [
      'an MP4 whose tracks come last',
      bytes(ftyp('mp42'), box('mdat', Buffer.alloc(64)), hdlr('vide')),
      ['video', 'mp4'],
    ],
    ['an MP4 without tracks read', bytes(ftyp('mp42'), Buffer.alloc(16)), ['video', 'mp4']],
    ['a WebM video', bytes([0x1a, 0x45, 0xdf, 0xa3], 'webm', Buffer.alloc(8), 'V_VP9', 'A_OPUS'), ['video', 'webm']],
    ['a WebM audio file', bytes([0x1a, 0x45, 0xdf, 0xa3], 'webm', Buffer.alloc(8), 'A_OPUS'), ['audio', 'weba']],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], Buffer.alloc(8)), ['image', 'png']],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], Buffer.alloc(8)), ['image', 'jpg']],
  ])('recognises %s', (_what, file, expected) => {
    expect(sniff(file)).toEqual(expected);
  });

  it.each([
    ['text', bytes('just some words')],
    ['an MPEG frame with a reserved sample rate', bytes([0xff, 0xfb, 0x9c, 0x64], Buffer.alloc(8))],
    ['an MPEG frame with a bad bitrate', bytes([0xff, 0xfb, 0xf0, 0x64], Buffer.alloc(8))],
    ['a RIFF that is neither WebP nor WAV', bytes('RIFF', [4, 0, 0, 0], 'AVI LIST')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, file) => {
    expect(sniffMediaType(file, ALL)).toBeUndefined();
  });

  it('leaves audio out unless the caller takes it (viewing content is pictures and videos)', () => {
    const mp3 = bytes('ID3', [4, 0, 0, 0, 0, 0, 0], Buffer.alloc(32));
    expect(sniffMediaType(mp3)).toBeUndefined();
    expect(sniffMediaType(mp3, ['image'])).toBeUndefined();
    expect(sniffMediaType(mp3, ['audio'])?.contentType).toBe('audio/mpeg');
  });

  it('serves each stored extension with its checked content type, and nothing else', () => {
    expect(contentTypeOfStored('uploads/2026/11/ab.weba')).toBe('audio/webm');
    expect(contentTypeOfStored('uploads/2026/11/ab.m4a')).toBe('audio/mp4');
    expect(contentTypeOfStored('uploads/2026/11/ab.html')).toBeUndefined();
    expect(contentTypeOfStored('uploads/2026/11/ab.constructor')).toBeUndefined();
  });

  describe('as a stream, chunk by chunk', () => {
    const streamed = (file: Buffer, chunkSize: number, accepted = ALL_MEDIA_TYPES) => {
      const sniffer = new MediaSniffer(accepted);
      for (let at = 0; at < file.length; at += chunkSize) sniffer.push(file.subarray(at, at + chunkSize));
      return sniffer;
    };
    const mp4 = (handler: string) => bytes(ftyp('isom'), box('mdat', Buffer.alloc(HEADER_WINDOW * 2)), hdlr(handler));

    it.each([1, 7, 1000, 65536])(
      'finds an MP4’s tracks after its media data, cut anywhere (chunks of %i bytes)',
      (size) => {
        expect(streamed(mp4('soun'), size).end()).toBe(MEDIA_TYPES.m4a);
        expect(streamed(mp4('vide'), size).end()).toBe(MEDIA_TYPES.mp4);
      },
    );

    it('keeps both ISO kinds open until the end, and knows other types from the head', () => {
      const sniffer = streamed(mp4('soun').subarray(0, HEADER_WINDOW + 10), 4096);
      expect(sniffer.candidates()).toEqual([MEDIA_TYPES.mp4, MEDIA_TYPES.m4a]);
      expect(streamed(bytes('ID3', Buffer.alloc(HEADER_WINDOW)), 4096).candidates()).toEqual([MEDIA_TYPES.mp3]);
      expect(streamed(bytes('ID3', Buffer.alloc(10)), 4096).candidates()).toBeUndefined();
    });

    it('refuses from the head what the uploader may not send (an SVG from a member)', () => {
      const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg">', ' '.repeat(HEADER_WINDOW), '</svg>');
      expect(streamed(svg, 4096, MEMBER_MEDIA_TYPES).candidates()).toEqual([]);
      expect(streamed(svg, 4096).end()).toBe(MEDIA_TYPES.svg);
    });

    it('checks an SVG whole: a script after the head is found, and one above 1 MB is refused', () => {
      const late = bytes(
        '<svg xmlns="http://www.w3.org/2000/svg">',
        ' '.repeat(HEADER_WINDOW),
        '<script>x()</script></svg>',
      );
      const sniffer = streamed(late, 4096);
      expect(sniffer.candidates()).toEqual([MEDIA_TYPES.svg]);
      expect(sniffer.end()).toBeUndefined();
      expect(streamed(bytes('<svg>', ' '.repeat(1024 * 1024), '</svg>'), 65536).end()).toBeUndefined();
    });
  });
});

describe('the SVG check', () => {
  const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
  const svg = (inside: string, prolog = '') => Buffer.from(`${prolog}<svg ${NS} width="4" height="4">${inside}</svg>`);
  const isSvg = (file: Buffer) => sniffMediaType(file) === MEDIA_TYPES.svg;

  it.each([
    ['a character reference for the colon', svg('<a href="javascript&#58;alert(1)"><rect/></a>')],
    ['a hexadecimal reference for the first letter', svg('<a href="&#x6A;avascript:alert(1)"><rect/></a>')],
    [
      'a decimal reference with leading zeros and no semicolon',
      svg('<a href="&#0000106avascript:alert(1)"><rect/></a>'),
    ],
    ['an encoded tab inside the scheme', svg('<a href="java&#x09;script:alert(1)"><rect/></a>')],
    ['an encoded newline inside the scheme', svg('<a href="jav&#10;ascript:alert(1)"><rect/></a>')],
    ['a newline inside the scheme', svg('<a href="java\nscript:alert(1)"><rect/></a>')],
    ['a tab and spaces before the scheme', svg('<a href="\t  javascript:alert(1)"><rect/></a>')],
    ['a control character inside the scheme', svg('<a href="java\u0001script:alert(1)"><rect/></a>')],
    ['an invisible character inside the scheme', svg('<a href="java\u200bscript:alert(1)"><rect/></a>')],
    ['mixed case', svg('<a href="JaVaScRiPt:alert(1)"><rect/></a>')],
    ['HTML’s named reference for the colon', svg('<a href="javascript&colon;alert(1)"><rect/></a>')],
    ['a reference encoded twice', svg('<a href="&amp;#106;avascript:alert(1)"><rect/></a>')],
    ['xlink:href', svg('<a xlink:href="javascript:alert(1)"><rect/></a>')],
    ['an animation setting href', svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect/></a>')],
    ['an animation’s values', svg('<a><animate attributeName="href" values="javascript:alert(1)"/><rect/></a>')],
    ['a vbscript: URL', svg('<a href="vbscript:msgbox(1)"><rect/></a>')],
    ['a data: URL in a link', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>')],
    ['a data: URL in an image', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
    ['a data: URL in a style', svg('<rect style="fill:url( data:image/png;base64,AAAA)"/>')],
    ['an external image', svg('<image xlink:href="https://tracker.example/pixel.png"/>')],
    ['a protocol-relative reference', svg('<use href="//evil.example/sprite.svg#a"/>')],
    ['an external url() in a style', svg('<style>rect { fill: url(https://evil.example/x.svg#p) }</style>')],
    ['an @import', svg('<style>@import "https://evil.example/x.css";</style>')],
    ['a script element', svg('<script>alert(1)</script>')],
    ['a script in capitals', svg('<SCRIPT>alert(1)</SCRIPT>')],
    [
      'a script under a namespace prefix',
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
    ],
    ['a script whose name hides behind a newline', svg('<script\n>alert(1)</script>')],
    ['a foreignObject', svg('<foreignObject><iframe src="https://evil.example"/></foreignObject>')],
    ['an onload handler', svg('<rect onload="alert(1)"/>')],
    ['a handler after a newline', svg('<rect\nonclick="alert(1)"/>')],
    ['a handler right after a quote', svg('<rect width="4"onmouseover="alert(1)"/>')],
    [
      'an entity declared in an internal subset',
      svg('<a href="&x;"><rect/></a>', '<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>'),
    ],
    ['an internal subset without entities', svg('<rect/>', '<!DOCTYPE svg [ ]>')],
    [
      'nested entities (a billion laughs)',
      svg('<text>&lol2;</text>', '<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>'),
    ],
    ['an undeclared entity', svg('<text>&nbsp;</text>')],
    ['a stylesheet instruction', svg('<rect/>', '<?xml-stylesheet href="https://evil.example/x.css"?>')],
    // CSS reads `\\75 rl(` as `url(` and `@\\69mport` as `@import`: escapes hide what a style fetches.
    [
      'an external url() spelled with a CSS escape',
      svg('<style>rect { fill: \\75 rl(https://evil.example/x.svg#p) }</style>'),
    ],
    ['an @import spelled with a CSS escape', svg('<style>@\\69mport "https://evil.example/x.css";</style>')],
    [
      'a CSS escape inside the scheme of a style url()',
      svg('<rect style="fill:url(\\68 ttps://evil.example/p.svg#a)"/>'),
    ],
  ])('refuses %s', (_what, file) => {
    expect(isSvg(file)).toBe(false);
  });

  it.each([
    ['plain shapes', svg('<rect width="4" height="4" fill="#ff0000"/>')],
    ['a link and a use within the file', svg('<defs><rect id="r"/></defs><a href="#r"><use xlink:href="#r"/></a>')],
    ['XML’s own references and character references', svg('<text>Tom &amp; Jerry &lt;3 &#169; &#x2014;</text>')],
    // Decoded once, `&amp;` leaves a bare `&`: not a reference, whatever letters follow it.
    ['an escaped ampersand before letters', svg('<text>AT&amp;T, R&amp;D</text>')],
    ['a CSS escape that names nothing outside', svg('<style>text::before { content: "\\2014" }</style><text>a</text>')],
    ['a gradient used by url(#id)', svg('<linearGradient id="g"/><rect fill="url(#g)"/>')],
    [
      'words that merely contain the checked ones',
      svg('<metadata>Onboarding data, a description of the scripture</metadata>'),
    ],
    [
      'an XML declaration and the standard doctype',
      svg(
        '<rect/>',
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
      ),
    ],
  ])('takes %s', (_what, file) => {
    expect(isSvg(file)).toBe(true);
  });
});
