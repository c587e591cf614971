import { TASK_MSG, uploadTooLarge } from '@earnwave/contracts';
import { type Account, media, signUp, tinyPng, uploadFile } from '@earnwave/testing';
import { freshUploadDir, TestPlatform } from './support/platform';

const MB = 1024 * 1024;

describe('uploads: audio and video by their bytes, each kind with its size limit', () => {
  let platform: TestPlatform;
  let member: Account;
  beforeAll(async () => {
    platform = await TestPlatform.start({
      env: {
        UPLOAD_DIR: freshUploadDir(),
        UPLOAD_MAX_IMAGE_MB: '1',
        UPLOAD_MAX_AUDIO_MB: '2',
        UPLOAD_MAX_VIDEO_MB: '3',
      },
    });
    member = await signUp(platform);
  });
  afterAll(() => platform.stop());

  it.each([
    ['an MP3', media.mp3(), 'x.bin', 'audio', 'mp3', 'audio/mpeg'],
    ['an M4A', media.m4a(), 'x.mp4', 'audio', 'm4a', 'audio/mp4'],
    ['a WebM audio file', media.weba(), 'x.webm', 'audio', 'weba', 'audio/webm'],
    ['an MP4 video', media.mp4(), 'x.m4a', 'video', 'mp4', 'video/mp4'],
    ['a WebM video', media.webm(), 'x.mp3', 'video', 'webm', 'video/webm'],
  ])(
    'recognises %s whatever its name, and serves it with its checked type',
    async (_what, bytes, name, kind, ext, type) => {
      const res = await uploadFile(platform, member, bytes, name).expect(201);
      expect(res.body.data).toMatchObject({
        relativePath: expect.stringMatching(new RegExp(`^uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.${ext}$`)),
        fileType: kind,
        formatType: ext,
      });
      const served = await platform.http.get(`/${res.body.data.relativePath}`).expect(200);
      expect(served.headers['content-type']).toBe(type);
      const [row] = await platform.db.query(`SELECT file_type, format_type FROM uploads WHERE relative_path = $1`, [
        res.body.data.relativePath,
      ]);
      expect(row).toEqual({ file_type: kind, format_type: ext });
    },
  );

  it.each([
    ['audio', media.mp3(2 * MB + 1), uploadTooLarge('audio', 2)],
    ['video', media.mp4(3 * MB + 1), uploadTooLarge('video', 3)],
    ['image', Buffer.concat([tinyPng(5), Buffer.alloc(MB)]), uploadTooLarge('image', 1)],
  ])('refuses %s above its limit with 413, and stores nothing', async (_kind, bytes, msg) => {
    const before = await count();
    const res = await uploadFile(platform, member, bytes, 'big').expect(413);
    expect(res.body).toEqual({ success: false, message: msg, errors: [{ param: 'file', msg }] });
    expect(await count()).toBe(before);
  });

  it('takes each kind up to its limit exactly', async () => {
    for (const [bytes, kind] of [
      [media.mp3(2 * MB), 'audio'],
      [media.webm(3 * MB), 'video'],
    ] as const) {
      const res = await uploadFile(platform, member, bytes, `max-${kind}`).expect(201);
      expect(res.body.data.fileType).toBe(kind);
      // Stored whole: the served file is every byte sent.
      const served = await platform.http.get(`/${res.body.data.relativePath}`).expect(200);
      expect(Number(served.headers['content-length'])).toBe(bytes.length);
    }
  });

  it('refuses anything larger than the largest kind before reading it all', async () => {
    const res = await uploadFile(platform, member, media.mp4(3 * MB + 4096), 'huge.mp4').expect(413);
    expect(res.body.errors).toEqual([{ param: 'file', msg: uploadTooLarge('video', 3) }]);
  });

  it('refuses bytes that are no known media, whatever the name', async () => {
    const res = await uploadFile(platform, member, Buffer.from('<html><script>alert(1)</script></html>'), 'song.mp3');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'file', msg: TASK_MSG.fileType }]);
  });

  const count = async () =>
    (await platform.db.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1`, [member.id]))[0].n as number;
});
