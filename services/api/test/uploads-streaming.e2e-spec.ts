import { UPLOAD_MSG, uploadTooLarge } from '@earnwave/contracts';
import {
  type Account,
  filesUnder,
  logInAdmin,
  media,
  signUp,
  type StreamedUploadAnswer,
  streamUpload,
  tinyPng,
  waitFor,
} from '@earnwave/testing';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { freshUploadDir, TestPlatform } from './support/platform';

const MB = 1024 * 1024;

/**
 * Uploads stream to storage: the API holds a few chunks of a file, never the file, and a refused
 * or abandoned upload leaves nothing on disk. The API runs in this process, so its memory is ours.
 */
describe('uploads: streamed to storage, never held in memory', () => {
  let platform: TestPlatform;
  let origin: string;
  let member: Account;
  const uploadDir = freshUploadDir();
  beforeAll(async () => {
    platform = await TestPlatform.start({
      env: { UPLOAD_DIR: uploadDir, UPLOAD_MAX_IMAGE_MB: '1', UPLOAD_MAX_VIDEO_MB: '60' },
    });
    origin = await platform.origin();
    member = await signUp(platform);
  });
  afterAll(() => platform.stop());

  const rows = async () =>
    (await platform.db.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1`, [member.id]))[0].n as number;
  /** What the storage holds now: files kept under their random names, and files being received. */
  const stored = () => filesUnder(uploadDir);
  const incoming = () => stored().filter((path) => path.startsWith('.incoming'));

  it('takes a 50 MB video while the API process grows by a few tens of MB at most', async () => {
    const size = 50 * MB;
    await streamUpload(origin, member, { head: media.mp4(), size: MB }); // warm up the route
    const before = process.memoryUsage();
    const peak = { rss: before.rss, arrayBuffers: before.arrayBuffers };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
    }, 5);
    const sampled: number[] = [];
    let res;
    try {
      res = await streamUpload(origin, member, {
        head: media.mp4(),
        size,
        onProgress: (sent) => {
          // Part way through, the file is on disk under a temporary name, not in memory.
          if (sent >= size / 2 && !sampled.length)
            sampled.push(...incoming().map((path) => statSync(join(uploadDir, path)).size));
        },
      });
    } finally {
      clearInterval(sampler);
    }
    expect(res).toMatchObject({ status: 201, body: { data: { fileType: 'video', formatType: 'mp4' } } });
    // The chunks that passed are garbage that V8 collects at its pace (about 30 MB here, whatever
    // the file's size); holding the file took its size twice over (its chunks, then one buffer).
    expect((peak.arrayBuffers - before.arrayBuffers) / MB).toBeLessThan(45);
    expect((peak.rss - before.rss) / MB).toBeLessThan(45);
    expect(sampled).toEqual([expect.any(Number)]);
    expect(sampled[0]).toBeGreaterThan(10 * MB);
    // Stored whole under its random name, recorded with its size; nothing left in the incoming folder.
    const relativePath = (res as StreamedUploadAnswer).body.data!.relativePath as string;
    expect(statSync(join(uploadDir, relativePath.replace(/^uploads\//, ''))).size).toBe(size);
    const [row] = await platform.db.query(`SELECT size FROM uploads WHERE relative_path = $1`, [relativePath]);
    expect(row).toEqual({ size });
    expect(incoming()).toEqual([]);
    const served = await platform.http.head(`/${relativePath}`).expect(200);
    expect(served.headers['content-length']).toBe(String(size));
  });

  it("streams the console's viewing content too: a 45 MB video leaves the API's memory flat", async () => {
    const admin = await logInAdmin(platform);
    const upload = (size: number) =>
      streamUpload(origin, admin, { head: media.webm(), size, path: '/api/admin/contents' });
    await upload(MB); // warm up the route
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
    let res;
    try {
      res = await upload(45 * MB);
    } finally {
      clearInterval(sampler);
    }
    expect(res).toMatchObject({ status: 201, body: { type: 'video', filename: expect.stringMatching(/\.webm$/) } });
    expect((peak - before) / MB).toBeLessThan(40);
    expect(incoming()).toEqual([]);
    const tooBig = await upload(50 * MB + 1);
    expect(tooBig).toMatchObject({ status: 413, body: { errors: [{ param: 'file' }] } });
    expect(incoming()).toEqual([]);
  });

  it.each([
    ['an image above its limit', tinyPng(7), 1 * MB + 1, uploadTooLarge('image', 1)],
    ['a video above its limit', media.mp4(), 60 * MB + 1, uploadTooLarge('video', 60)],
  ])('refuses %s with 413 and leaves no file behind', async (_what, head, size, msg) => {
    const [filesBefore, rowsBefore] = [stored(), await rows()];
    const res = await streamUpload(origin, member, { head, size });
    expect(res).toEqual({ status: 413, body: { success: false, message: msg, errors: [{ param: 'file', msg }] } });
    expect(stored()).toEqual(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('refuses bytes of no type a member may send as soon as their head shows it, and leaves no file', async () => {
    const [filesBefore, rowsBefore] = [stored(), await rows()];
    const res = await streamUpload(origin, member, {
      head: Buffer.from('MZ an executable, not a video'),
      size: 5 * MB,
    });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ param: 'file', msg: UPLOAD_MSG.fileType }] } });
    expect(stored()).toEqual(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('leaves no file when the client goes away mid-upload', async () => {
    const [filesBefore, rowsBefore] = [stored(), await rows()];
    let seen = 0;
    const res = await streamUpload(origin, member, {
      head: media.webm(),
      size: 40 * MB,
      abortAfter: 8 * MB,
      // Wait until the API has written part of the file, so that the abort meets a file on disk.
      onProgress: async (sent) => {
        if (sent >= 4 * MB && !seen) {
          await waitFor(() => incoming().length > 0, { what: 'an incoming file' });
          seen = incoming().length;
        }
      },
    });
    expect(res).toBe('aborted');
    expect(seen).toBe(1);
    await waitFor(() => incoming().length === 0, { what: 'the incoming file to be removed' });
    expect(stored()).toEqual(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });
});
