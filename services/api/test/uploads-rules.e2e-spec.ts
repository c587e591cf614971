import { UPLOAD_MSG } from '@earnwave/contracts';
import { type Account, filesUnder, logIn, logInAdmin, media, signUp, tinyPng, uploadFile } from '@earnwave/testing';
import { freshUploadDir, startWithAdmin, type TestPlatform } from './support/platform';

const KB = 1024;
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const padded = (head: Buffer, size = 64) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
const svg = (inside: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">${inside}</svg>`);

describe('uploads: what members and administrators may send, and each member’s daily quota', () => {
  let platform: TestPlatform;
  let admin: Account;
  const uploadDir = freshUploadDir();
  beforeAll(
    async () =>
      ({ platform, admin } = await startWithAdmin({ env: { UPLOAD_DIR: uploadDir, UPLOAD_DAILY_QUOTA_MB: '1' } })),
  );
  afterAll(() => platform.stop());

  const rowsOf = async (who: Account) =>
    (await platform.db.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1`, [who.id]))[0].n as number;

  describe('types', () => {
    it.each([
      ['a PNG', tinyPng(1), 'png'],
      ['a JPEG', padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), 'jpg'],
      ['a GIF', padded(latin1('GIF89a')), 'gif'],
      ['a WebP', padded(Buffer.concat([latin1('RIFF'), Buffer.alloc(4), latin1('WEBPVP8 ')])), 'webp'],
      ['an MP3', media.mp3(), 'mp3'],
      ['an M4A', media.m4a(), 'm4a'],
      ['a WebM audio file', media.weba(), 'weba'],
      ['an MP4', media.mp4(), 'mp4'],
      ['a WebM video', media.webm(), 'webm'],
    ])('takes %s from a member', async (_what, bytes, formatType) => {
      const member = await signUp(platform);
      const res = await uploadFile(platform, member, bytes, 'file').expect(201);
      expect(res.body.data.formatType).toBe(formatType);
    });

    it.each([
      ['an SVG picture', svg('<rect width="4" height="4"/>'), 'svg', 'image/svg+xml'],
      ['an Ogg Opus file', media.ogg(), 'ogg', 'audio/ogg'],
      ['a WAV file', media.wav(), 'wav', 'audio/wav'],
      ['a FLAC file', padded(Buffer.concat([latin1('fLaC'), Buffer.from([0, 0, 0, 34])])), 'flac', 'audio/flac'],
      ['an AAC stream', padded(Buffer.from([0xff, 0xf1, 0x50, 0x80])), 'aac', 'audio/aac'],
      [
        'an Ogg Theora video',
        padded(Buffer.concat([latin1('OggS'), Buffer.alloc(24), latin1('\x80theora')])),
        'ogv',
        'video/ogg',
      ],
    ])(
      'refuses %s from a member, storing nothing, and takes it from an administrator',
      async (_what, bytes, ext, type) => {
        const member = await signUp(platform);
        const files = filesUnder(uploadDir);
        const refused = await uploadFile(platform, member, bytes, `file.${ext}`).expect(400);
        expect(refused.body).toEqual({
          success: false,
          message: UPLOAD_MSG.fileType,
          errors: [{ param: 'file', msg: UPLOAD_MSG.fileType }],
        });
        expect(await rowsOf(member)).toBe(0);
        expect(filesUnder(uploadDir)).toEqual(files);

        const taken = await uploadFile(platform, admin, bytes, `file.${ext}`).expect(201);
        expect(taken.body.data.formatType).toBe(ext);
        const served = await platform.http.get(`/${taken.body.data.relativePath}`).expect(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['content-security-policy']).toContain('sandbox');
      },
    );

    it('refuses an SVG with a script even from an administrator, wherever the script sits, and one above 1 MB', async () => {
      const refuse = async (bytes: Buffer, status: number, msg: string) => {
        const res = await uploadFile(platform, admin, bytes, 'logo.svg').expect(status);
        expect(res.body.errors).toEqual([{ param: 'file', msg }]);
      };
      await refuse(svg('<script>alert(1)</script>'), 400, UPLOAD_MSG.anyFileType);
      // The head of a long SVG looks clean: the whole text is what is checked.
      const shapes = '<rect width="4" height="4"/>'.repeat(4000);
      await refuse(svg(`${shapes}<script>alert(1)</script>`), 400, UPLOAD_MSG.anyFileType);
      await refuse(svg(`${shapes}<image href="https://tracker.example/pixel.png"/>`), 400, UPLOAD_MSG.anyFileType);
      await refuse(svg('<rect/>'.repeat(150_000)), 413, UPLOAD_MSG.svgTooLarge(1024));
      const long = await uploadFile(platform, admin, svg(shapes), 'long.svg').expect(201);
      expect(long.body.data.formatType).toBe('svg');
    });

    it.each([
      ['an encoded colon', svg('<a href="javascript&#58;alert(1)"><rect/></a>')],
      ['an encoded first letter', svg('<a href="&#x6A;avascript:alert(1)"><rect/></a>')],
      ['a newline inside the scheme', svg('<a xlink:href="java\nscript:alert(1)"><rect/></a>')],
      ['a vbscript: URL', svg('<a href="vbscript:msgbox(1)"><rect/></a>')],
      ['a data: URL', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
      [
        'an entity from a DTD',
        Buffer.from(
          `<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]><svg xmlns="http://www.w3.org/2000/svg"><a href="&x;"><rect/></a></svg>`,
        ),
      ],
    ])(
      'refuses an SVG hiding a script URL or a DTD (%s) with the documented error, storing nothing',
      async (_what, bytes) => {
        const files = filesUnder(uploadDir);
        const before = await rowsOf(admin);
        const refused = await uploadFile(platform, admin, bytes, 'logo.svg').expect(400);
        expect(refused.body).toEqual({
          success: false,
          message: UPLOAD_MSG.anyFileType,
          errors: [{ param: 'file', msg: UPLOAD_MSG.anyFileType }],
        });
        expect(await rowsOf(admin)).toBe(before);
        expect(filesUnder(uploadDir)).toEqual(files);
      },
    );

    it('serves a taken SVG behind the second wall: nosniff and a sandboxing CSP', async () => {
      const taken = await uploadFile(platform, admin, svg('<a href="#r"><rect id="r"/></a>'), 'logo.svg').expect(201);
      const served = await platform.http.get(`/${taken.body.data.relativePath}`).expect(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    });
  });

  describe('daily quota (UPLOAD_DAILY_QUOTA_MB, 1 MB here)', () => {
    const quotaRefusal = {
      success: false,
      message: UPLOAD_MSG.dailyQuota(1),
      errors: [{ param: 'file', msg: UPLOAD_MSG.dailyQuota(1) }],
    };

    it('refuses what goes beyond a member’s uploads of the UTC day with 429, storing nothing', async () => {
      const [member, other] = [await signUp(platform), await signUp(platform)];
      await uploadFile(platform, member, media.mp3(600 * KB), 'a.mp3').expect(201);
      const files = filesUnder(uploadDir);
      const refused = await uploadFile(platform, member, media.mp3(600 * KB), 'b.mp3').expect(429);
      expect(refused.body).toEqual(quotaRefusal);
      expect(await rowsOf(member)).toBe(1);
      expect(filesUnder(uploadDir)).toEqual(files);
      // What is left of the day still takes a smaller file, to the byte.
      await uploadFile(platform, member, media.mp3(1024 * KB - 600 * KB), 'c.mp3').expect(201);
      await uploadFile(platform, member, media.mp3(1), 'd.mp3').expect(429);
      // Another member has a quota of their own.
      await uploadFile(platform, other, media.mp3(600 * KB), 'e.mp3').expect(201);
      // The next UTC day, yesterday's uploads no longer count (everyone signs in again: their sessions
      // are that much older).
      const now = platform.clock.now();
      platform.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime());
      const later = await logIn(platform, member.email, member.password);
      admin = await logInAdmin(platform);
      await uploadFile(platform, later, media.mp3(600 * KB), 'f.mp3').expect(201);
    });

    it('lets two uploads at once take what is left of the quota once', async () => {
      const member = await signUp(platform);
      const files = filesUnder(uploadDir);
      const statuses = await Promise.all(
        [1, 2, 3].map(async (n) => (await uploadFile(platform, member, media.mp3(400 * KB), `${n}.mp3`)).status),
      );
      expect(statuses.sort()).toEqual([201, 201, 429]);
      expect(await rowsOf(member)).toBe(2);
      expect(filesUnder(uploadDir)).toHaveLength(files.length + 2);
    });

    it('does not limit administrators', async () => {
      for (const n of [1, 2, 3]) await uploadFile(platform, admin, media.mp3(600 * KB), `${n}.mp3`).expect(201);
    });
  });
});
