import type { PostView } from '@earnwave/contracts';
import { uploadImage } from './tasks';
import type { Account } from './accounts';
import { bearer } from './members';
import type { PlatformClient } from './platform-client';

let files = 0;
const unique = () => Buffer.from(`earnwave test media ${(files += 1)} ${Date.now()}`, 'latin1');

/** An ISO media box: 4-byte size, type, body. */
function box(type: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/** The first bytes of real media files, enough for the server to recognise them, of any size. */
export const media = {
  mp3: (size = 64) => pad(Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([4, 0, 0, 0, 0, 0, 0])]), size),
  m4a: (size = 64) =>
    pad(
      box('ftyp', Buffer.concat([Buffer.from('M4A ', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomM4A ')])),
      size,
    ),
  ogg: (size = 64) =>
    pad(Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.alloc(24), Buffer.from('OpusHead', 'latin1')]), size),
  wav: (size = 64) =>
    pad(Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), size),
  weba: (size = 64) =>
    pad(
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm', 'latin1'), Buffer.from('A_OPUS')]),
      size,
    ),
  mp4: (size = 64) =>
    pad(
      Buffer.concat([
        box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')])),
        box('moov', box('hdlr', Buffer.concat([Buffer.alloc(8), Buffer.from('vide', 'latin1'), Buffer.alloc(12)]))),
      ]),
      size,
    ),
  webm: (size = 64) =>
    pad(
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm', 'latin1'), Buffer.from('V_VP9')]),
      size,
    ),
};

/** The header, a distinct marker, then zeros up to `size` bytes. */
function pad(header: Buffer, size: number): Buffer {
  const body = Buffer.concat([header, unique()]);
  return body.length >= size ? body : Buffer.concat([body, Buffer.alloc(size - body.length)]);
}

export type UploadAnswer = { relativePath: string; path: string; fileType: string; formatType: string };

/** Uploads bytes as `who`, the way the client does (multipart field `file`). */
export function uploadFile(platform: PlatformClient, who: Account, bytes: Buffer, name: string) {
  return platform.http.post('/api/uploads').set(bearer(who)).attach('file', bytes, name);
}

/** Creates a post of a fresh upload of the author's (a PNG unless `file` is given); answers the post. */
export async function createPost(
  platform: PlatformClient,
  author: Account,
  fields: Record<string, unknown> = {},
  file?: UploadAnswer,
) {
  const upload = file ?? (await uploadImage(platform, author));
  const res = await platform.http
    .post('/api/user-posts/create')
    .set(bearer(author))
    .send({
      title: 'A post',
      description: 'Some words',
      postFilePath: upload.path,
      postType: 'file',
      postRelativePath: upload.relativePath,
      postFileType: upload.fileType,
      costView: 0,
      targetView: 0,
      isPrivate: false,
      ...fields,
    })
    .expect(201);
  return res.body.data as PostView;
}

/** Sets a member's profile category and picture, as their profile would have them. */
export async function setProfile(
  platform: PlatformClient,
  member: Account,
  category: string,
  image: string | null = null,
) {
  await platform.db.query(
    `INSERT INTO member_profiles (member_id, category, image) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET category = EXCLUDED.category, image = EXCLUDED.image`,
    [member.id, category, image],
  );
}
