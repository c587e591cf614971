import { MSG, POST_MSG } from '@earnwave/contracts';
import {
  type Account,
  bearer,
  createPost,
  freeMember,
  media,
  newTxid,
  setProfile,
  signedCalls,
  signUp,
  todayUtc,
  type UploadAnswer,
  uploadFile,
  uploadImage,
  waitUntilActive,
} from '@earnwave/testing';
import { freshUploadDir, startWithAdmin, type TestPlatform } from './support/platform';

describe('posts: writing, reading, likes and moderation', () => {
  let platform: TestPlatform;
  let admin: Account;
  beforeAll(async () => ({ platform, admin } = await startWithAdmin({ env: { UPLOAD_DIR: freshUploadDir() } })));
  afterAll(() => platform.stop());

  const { get, post, put, del } = signedCalls(() => platform);
  const form = (upload: UploadAnswer, fields: Record<string, unknown> = {}) => ({
    title: 'Sunset',
    description: 'Over the bay',
    postFilePath: upload.path,
    postType: 'file',
    postRelativePath: upload.relativePath,
    postFileType: upload.fileType,
    costView: 0,
    targetView: 10,
    isPrivate: false,
    ...fields,
  });
  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  describe('creating', () => {
    it('answers the post with the file and type of the stored upload, whatever the client says', async () => {
      const author = await signUp(platform, { name: 'Ada Author' });
      await setProfile(platform, author, 'creator', 'uploads/2026/11/avatar.png');
      const upload = await uploadImage(platform, author);
      const res = await post('/api/user-posts/create', author, form(upload, { postFileType: 'video' })).expect(201);
      expect(res.body).toMatchObject({ success: true, message: POST_MSG.created });
      expect(res.body.data).toEqual({
        id: expect.any(String),
        memberId: author.id,
        member: { id: author.id, name: 'Ada Author', userProfile: { image: 'uploads/2026/11/avatar.png' } },
        title: 'Sunset',
        description: 'Over the bay',
        postFilePath: `http://web.test/${upload.relativePath}`,
        postRelativePath: upload.relativePath,
        postFileType: 'image',
        postType: 'file',
        costView: 0,
        targetView: 10,
        isPrivate: false,
        views: 0,
        isLiked: false,
        likeCount: 0,
        createdAt: expect.any(String),
        isLocked: false,
        isHidden: false,
        hiddenReason: null,
      });
    });

    it('takes audio and video uploads, a post of an author without a profile, and an absolute upload path', async () => {
      const author = await signUp(platform);
      const audio = (await uploadFile(platform, author, media.mp3(), 'song.mp3').expect(201)).body.data;
      const video = (await uploadFile(platform, author, media.mp4(), 'clip.mp4').expect(201)).body.data;
      const song = await createPost(platform, author, { postFileType: 'image' }, audio);
      expect([song.postFileType, song.member.userProfile]).toEqual(['audio', { image: null }]);
      const clip = await post('/api/user-posts/create', author, {
        ...form(video),
        postRelativePath: undefined,
        postFilePath: video.path,
      }).expect(201);
      expect([clip.body.data.postFileType, clip.body.data.postRelativePath]).toEqual(['video', video.relativePath]);
    });

    it.each([
      ['no title', { title: undefined }, 'title', POST_MSG.titleRequired],
      ['a blank title', { title: '   ' }, 'title', POST_MSG.titleRequired],
      ['a title of 151 characters', { title: 'x'.repeat(151) }, 'title', POST_MSG.titleTooLong],
      [
        'a description of 5001 characters',
        { description: 'x'.repeat(5001) },
        'description',
        POST_MSG.descriptionInvalid,
      ],
      ['a negative price', { costView: -1 }, 'costView', POST_MSG.costViewInvalid],
      ['a price with 7 decimals', { costView: 1.0000001 }, 'costView', POST_MSG.costViewInvalid],
      ['a price above the largest', { costView: 10_000.000001 }, 'costView', POST_MSG.costViewInvalid],
      ['a price in words', { costView: 'ten' }, 'costView', POST_MSG.costViewInvalid],
      ['a negative target', { targetView: -1 }, 'targetView', POST_MSG.targetViewInvalid],
      ['a fractional target', { targetView: 2.5 }, 'targetView', POST_MSG.targetViewInvalid],
      ['isPrivate as text', { isPrivate: 'yes' }, 'isPrivate', POST_MSG.isPrivateInvalid],
      ['another post type', { postType: 'text' }, 'postType', POST_MSG.postTypeInvalid],
      ['another file type', { postFileType: 'pdf' }, 'postFileType', POST_MSG.fileTypeInvalid],
      ['no file', { postRelativePath: undefined, postFilePath: undefined }, 'postRelativePath', POST_MSG.fileRequired],
      ['an unknown field', { views: 100 }, 'views', 'Unknown field: views.'],
    ])('refuses %s under its field and stores nothing', async (_what, change, param, msg) => {
      const author = await signUp(platform);
      const res = await post('/api/user-posts/create', author, form(await uploadImage(platform, author), change));
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ param, msg });
      const [{ n }] = await platform.db.query(`SELECT count(*)::int AS n FROM user_posts WHERE member_id = $1`, [
        author.id,
      ]);
      expect(n).toBe(0);
    });

    it("takes only the caller's own uploads", async () => {
      const [author, other] = [await signUp(platform), await signUp(platform)];
      for (const path of [(await uploadImage(platform, other)).relativePath, 'uploads/2026/01/never-uploaded.png']) {
        const res = await post('/api/user-posts/create', author, {
          ...form(await uploadImage(platform, author)),
          postRelativePath: path,
        }).expect(422);
        expect(res.body.errors).toEqual([{ param: 'postRelativePath', msg: POST_MSG.fileNotUploaded }]);
      }
    });

    it('keeps a 5000-character description as text, and the largest price', async () => {
      const author = await signUp(platform);
      const created = await createPost(platform, author, { description: 'é'.repeat(5000), costView: 10_000 });
      expect([created.description.length, created.costView]).toEqual([5000, 10_000]);
    });

    it('is for members: an administrator does not post, an advertiser may not, a visitor must sign in', async () => {
      const upload = await uploadImage(platform, admin);
      await post('/api/user-posts/create', admin, form(upload)).expect(403);
      const advertiser = await signUp(platform, { role: 'advertiser' });
      await post('/api/user-posts/create', advertiser, form(await uploadImage(platform, advertiser))).expect(403);
      await get('/api/user-posts/posts', advertiser).expect(403);
      await platform.http.get('/api/user-posts/posts').expect(401);
      const both = await signUp(platform, { role: 'member_advertiser' });
      await post('/api/user-posts/create', both, form(await uploadImage(platform, both))).expect(201);
    });
  });

  describe('changing and deleting', () => {
    it('lets the author change any field; the rest stays', async () => {
      const author = await signUp(platform);
      const created = await createPost(platform, author, { title: 'Before', targetView: 3 });
      const audio = (await uploadFile(platform, author, media.m4a(), 'a.m4a').expect(201)).body.data;
      const res = await put(`/api/user-posts/update/${created.id}`, author, {
        title: 'After',
        postRelativePath: audio.relativePath,
        postFileType: 'image',
      }).expect(200);
      expect(res.body).toMatchObject({ message: POST_MSG.updated });
      expect(res.body.data).toMatchObject({
        id: created.id,
        title: 'After',
        description: 'Some words',
        targetView: 3,
        postRelativePath: audio.relativePath,
        postFileType: 'audio',
      });
      const full = await put(`/api/user-posts/update/${created.id}`, author, {
        ...form(await uploadImage(platform, author)),
        title: 'Full form',
        isPrivate: true,
      }).expect(200);
      expect(full.body.data).toMatchObject({ title: 'Full form', isPrivate: true, postFileType: 'image' });
      const refused = await put(`/api/user-posts/update/${created.id}`, author, { title: '' }).expect(400);
      expect(refused.body.errors).toEqual([{ param: 'title', msg: POST_MSG.titleRequired }]);
    });

    it("refuses another member's post (403), an invisible one (404), and anything to administrators", async () => {
      const [author, other] = [await freeMember(platform), await signUp(platform)];
      const open = await createPost(platform, author);
      const hidden = await createPost(platform, author, { isPrivate: true });
      const changeOpen = await put(`/api/user-posts/update/${open.id}`, other, { title: 'Mine now' }).expect(403);
      expect(changeOpen.body).toMatchObject({ success: false, message: POST_MSG.notYours });
      await del(`/api/user-posts/delete/${open.id}`, other).expect(403);
      await put(`/api/user-posts/update/${hidden.id}`, other, { title: 'x' }).expect(404);
      await del(`/api/user-posts/delete/${hidden.id}`, other).expect(404);
      await put(`/api/user-posts/update/${open.id}`, admin, { title: 'x' }).expect(403);
      await del(`/api/user-posts/delete/${open.id}`, admin).expect(403);
      for (const id of ['3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b', 'not-an-id']) {
        const res = await put(`/api/user-posts/update/${id}`, author, { title: 'x' }).expect(404);
        expect(res.body.message).toBe(POST_MSG.notFound);
      }
      const res = await get(`/api/user-posts/get/${open.id}`, author).expect(200);
      expect(res.body.data.title).toBe('A post');
    });

    it('deletes for good: the post answers 404 and leaves every list', async () => {
      const [author, reader] = [await freeMember(platform), await signUp(platform)];
      const created = await createPost(platform, author);
      const res = await del(`/api/user-posts/delete/${created.id}`, author).expect(200);
      expect(res.body).toEqual({ success: true, message: POST_MSG.deleted, data: null });
      await get(`/api/user-posts/get/${created.id}`, author).expect(404);
      await get(`/api/user-posts/view/${created.id}`, reader).expect(404);
      await del(`/api/user-posts/delete/${created.id}`, author).expect(404);
      expect(ids((await get('/api/user-posts/get-all', author).expect(200)).body.data.items)).not.toContain(created.id);
      expect(ids((await get('/api/user-posts/posts?limit=100', reader)).body.data.items)).not.toContain(created.id);
    });
  });

  describe('reading', () => {
    it('pages the Lounge feed newest first, filtered by the authors’ profile category', async () => {
      const [creator, coach, reader] = [await freeMember(platform), await freeMember(platform), await signUp(platform)];
      await setProfile(platform, creator, 'famous');
      await setProfile(platform, coach, 'coach');
      const first = await createPost(platform, creator, { title: 'first' });
      const second = await createPost(platform, coach, { title: 'second' });
      const third = await createPost(platform, creator, { title: 'third' });
      await createPost(platform, creator, { title: 'private', isPrivate: true });
      const res = await get('/api/user-posts/posts?page=1&limit=2', reader).expect(200);
      expect(ids(res.body.data.items)).toEqual([third.id, second.id]);
      expect(res.body.data.pagination).toEqual({
        page: 1,
        limit: 2,
        total: expect.any(Number),
        totalPages: Math.ceil(res.body.data.pagination.total / 2),
      });
      const famous = await get('/api/user-posts/posts?category=famous&page=1&limit=10', reader).expect(200);
      expect(ids(famous.body.data.items)).toEqual([third.id, first.id]);
      expect(famous.body.data.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
      const all = await get('/api/user-posts/posts?category=&limit=100', reader).expect(200);
      expect(ids(all.body.data.items)).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
      expect((await get('/api/user-posts/posts?category=xrated', reader).expect(200)).body.data.items).toEqual([]);
      await get('/api/user-posts/posts?category=a%20b', reader).expect(400);
      await get('/api/user-posts/posts?limit=0', reader).expect(400);
      await get('/api/user-posts/posts?limit=101', reader).expect(400);
      await get('/api/user-posts/posts?page=0', reader).expect(400);
    });

    it('shows a private post to its author only: in their own lists, 404 to everyone else', async () => {
      const [author, reader] = [await freeMember(platform), await signUp(platform)];
      const open = await createPost(platform, author, { title: 'open' });
      const secret = await createPost(platform, author, { title: 'secret', isPrivate: true });
      const own = await get('/api/user-posts/get-all?page=1&limit=10', author).expect(200);
      expect(ids(own.body.data.items)).toEqual([secret.id, open.id]);
      expect(own.body.data.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
      const mine = await get(`/api/user-posts/posts/${author.id}`, author).expect(200);
      expect(ids(mine.body.data.items)).toEqual([secret.id, open.id]);
      const theirs = await get(`/api/user-posts/posts/${author.id}?page=1&limit=10`, reader).expect(200);
      expect(ids(theirs.body.data.items)).toEqual([open.id]);
      for (const path of [`/api/user-posts/get/${secret.id}`, `/api/user-posts/view/${secret.id}`]) {
        expect((await get(path, reader).expect(404)).body.message).toBe(POST_MSG.notFound);
      }
      await post('/api/user-posts/add-like', reader, { postId: secret.id, isLike: true }).expect(404);
      await get(`/api/user-posts/${secret.id}/views`, reader).expect(404);
      // The private file is served only through a signed link, never at the public path.
      expect(secret.postFilePath).toMatch(/^http:\/\/web\.test\/api\/media\/uploads\/.+\?exp=\d+&sig=/);
      await platform.http.get(`/${secret.postRelativePath}`).expect(404);
      // Administrators read everything.
      const forAdmin = await get(`/api/user-posts/posts/${author.id}`, admin).expect(200);
      expect(ids(forAdmin.body.data.items)).toEqual([secret.id, open.id]);
      await get(`/api/user-posts/get/${secret.id}`, admin).expect(200);
    });

    it("answers 404 for an unknown member's posts and for a deactivated member's, to members", async () => {
      const [author, reader] = [await freeMember(platform), await signUp(platform)];
      const created = await createPost(platform, author);
      for (const id of ['3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b', 'nobody', admin.id]) {
        const res = await get(`/api/user-posts/posts/${id}`, reader).expect(404);
        expect(res.body.message).toBe(POST_MSG.memberNotFound);
      }
      await post(`/api/admin/members/${author.id}/deactivate`, admin, {}).expect(200);
      await get(`/api/user-posts/posts/${author.id}`, reader).expect(404);
      await get(`/api/user-posts/get/${created.id}`, reader).expect(404);
      expect(ids((await get('/api/user-posts/posts?limit=100', reader)).body.data.items)).not.toContain(created.id);
      await get(`/api/user-posts/posts/${author.id}`, admin).expect(200);
      await post(`/api/admin/members/${author.id}/reactivate`, admin, {}).expect(200);
    });

    it('shows other members the posts of members they may see only: not while the membership is inactive or pending', async () => {
      const [author, reader] = [await signUp(platform), await freeMember(platform)];
      const created = await createPost(platform, author, { title: 'Before the membership' });
      const feedOf = async (who: Account) =>
        ids((await get('/api/user-posts/posts?limit=100', who).expect(200)).body.data.items);
      const expectUnseenByReader = async () => {
        expect(await feedOf(reader)).not.toContain(created.id);
        const theirs = await get(`/api/user-posts/posts/${author.id}`, reader).expect(404);
        expect(theirs.body.message).toBe(POST_MSG.memberNotFound);
        for (const path of [`/api/user-posts/get/${created.id}`, `/api/user-posts/view/${created.id}`]) {
          expect((await get(path, reader).expect(404)).body.message).toBe(POST_MSG.notFound);
        }
        await post('/api/user-posts/add-like', reader, { postId: created.id, isLike: true }).expect(404);
      };
      await expectUnseenByReader();
      // Its author sees it everywhere, whatever their membership; administrators as before.
      expect(await feedOf(author)).toContain(created.id);
      expect(ids((await get(`/api/user-posts/posts/${author.id}`, author).expect(200)).body.data.items)).toEqual([
        created.id,
      ]);
      await get(`/api/user-posts/view/${created.id}`, author).expect(200);
      expect(await feedOf(admin)).toContain(created.id);
      expect(ids((await get(`/api/user-posts/posts/${author.id}`, admin).expect(200)).body.data.items)).toEqual([
        created.id,
      ]);
      await get(`/api/user-posts/get/${created.id}`, admin).expect(200);

      const request = await post('/api/members/subscription', author, {
        level: 'silver',
        receipt: newTxid(),
        amount: 100,
        startedAt: todayUtc(),
      }).expect(201);
      await expectUnseenByReader();
      // Nothing the reader tried counted as a view or a like.
      expect((await get(`/api/user-posts/get/${created.id}`, author)).body.data).toMatchObject({
        views: 0,
        likeCount: 0,
      });

      await post(`/api/admin/membership-requests/${request.body.data.id}/approve`, admin, {}).expect(200);
      await waitUntilActive(platform, author);
      expect(await feedOf(reader)).toContain(created.id);
      expect(ids((await get(`/api/user-posts/posts/${author.id}`, reader).expect(200)).body.data.items)).toEqual([
        created.id,
      ]);
      await get(`/api/user-posts/get/${created.id}`, reader).expect(200);
      const viewed = await get(`/api/user-posts/view/${created.id}`, reader).expect(200);
      expect(viewed.body.data.data).toMatchObject({ id: created.id, views: 1 });
    });

    it('counts distinct viewers of a free post on view (not on get, not the author) and logs them for the author', async () => {
      const author = await freeMember(platform);
      const [ann, bob] = [await signUp(platform, { name: 'Ann' }), await signUp(platform, { name: 'Bob' })];
      await setProfile(platform, bob, 'user', 'uploads/2026/11/bob.png');
      const created = await createPost(platform, author);
      await get(`/api/user-posts/get/${created.id}`, ann).expect(200);
      await get(`/api/user-posts/view/${created.id}`, author).expect(200);
      const first = await get(`/api/user-posts/view/${created.id}`, ann).expect(200);
      expect(first.body).toMatchObject({
        success: true,
        data: { data: { id: created.id, views: 1, isLocked: false } },
      });
      await get(`/api/user-posts/view/${created.id}`, ann).expect(200);
      await get(`/api/user-posts/view/${created.id}?confirm=true&costView=0`, bob).expect(200);
      expect((await get(`/api/user-posts/get/${created.id}`, author)).body.data.views).toBe(2);
      const log = await get(`/api/user-posts/${created.id}/views?page=1&limit=10`, author).expect(200);
      expect(log.body.data).toEqual({
        items: [
          {
            viewer: { id: bob.id, name: 'Bob', userProfile: { image: 'uploads/2026/11/bob.png' } },
            createdAt: expect.any(String),
            amountDeduct: 0,
          },
          {
            viewer: { id: ann.id, name: 'Ann', userProfile: { image: null } },
            createdAt: expect.any(String),
            amountDeduct: 0,
          },
        ],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
      });
      const paged = await get(`/api/user-posts/${created.id}/views?page=2&limit=1`, author).expect(200);
      expect(paged.body.data.items.map((item: { viewer: { name: string } }) => item.viewer.name)).toEqual(['Ann']);
      const refused = await get(`/api/user-posts/${created.id}/views`, ann).expect(403);
      expect(refused.body.message).toBe(POST_MSG.viewsNotYours);
      await get(`/api/user-posts/${created.id}/views`, admin).expect(200);
      // Opening a post as an administrator is not a view.
      await get(`/api/user-posts/view/${created.id}`, admin).expect(200);
      expect((await get(`/api/user-posts/get/${created.id}`, author)).body.data.views).toBe(2);
    });
  });

  it('documents the post calls in the OpenAPI description', async () => {
    const res = await platform.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/user-posts/create',
        '/api/user-posts/view/{id}',
        '/api/user-posts/{id}/views',
        '/api/admin/posts/{id}/hide',
      ]),
    );
  });

  describe('likes', () => {
    it('keeps one like per member, never below zero, each member seeing their own', async () => {
      const [author, ann, bob] = [await freeMember(platform), await signUp(platform), await signUp(platform)];
      const created = await createPost(platform, author);
      const like = (who: Account, isLike: boolean) =>
        post('/api/user-posts/add-like', who, { postId: created.id, isLike }).expect(200);
      expect((await like(ann, true)).body).toEqual({
        success: true,
        message: POST_MSG.liked,
        data: { postId: created.id, isLiked: true, likeCount: 1 },
      });
      expect((await like(ann, true)).body.data).toEqual({ postId: created.id, isLiked: true, likeCount: 1 });
      expect((await like(bob, true)).body.data.likeCount).toBe(2);
      expect((await get(`/api/user-posts/get/${created.id}`, ann)).body.data).toMatchObject({
        isLiked: true,
        likeCount: 2,
      });
      expect((await get(`/api/user-posts/get/${created.id}`, author)).body.data.isLiked).toBe(false);
      expect((await like(ann, false)).body.data).toEqual({ postId: created.id, isLiked: false, likeCount: 1 });
      expect((await like(ann, false)).body.data.likeCount).toBe(1);
      await like(bob, false);
      expect((await like(bob, false)).body.data.likeCount).toBe(0);
      const parallel = await Promise.all(Array.from({ length: 10 }, () => like(ann, true)));
      expect(parallel.every((res) => res.body.data.likeCount === 1)).toBe(true);
    });

    it.each([
      [{ postId: 'x', isLike: true }, 'postId', POST_MSG.postIdInvalid],
      [{ postId: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b', isLike: 'yes' }, 'isLike', POST_MSG.isLikeInvalid],
    ])('refuses %j', async (body, param, msg) => {
      const res = await post('/api/user-posts/add-like', await signUp(platform), body).expect(400);
      expect(res.body.errors).toEqual([{ param, msg }]);
    });

    it('answers 404 for an unknown post', async () => {
      const res = await post('/api/user-posts/add-like', await signUp(platform), {
        postId: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b',
        isLike: true,
      }).expect(404);
      expect(res.body.message).toBe(POST_MSG.notFound);
    });
  });

  describe('moderation', () => {
    it('hides a post from everyone but its author (marked, with the reason) and administrators, then shows it again', async () => {
      const [author, reader] = [await freeMember(platform), await signUp(platform)];
      const created = await createPost(platform, author, { title: 'Loud' });
      const hidden = await post(`/api/admin/posts/${created.id}/hide`, admin, { reason: '  Spam  ' }).expect(200);
      expect(hidden.body).toMatchObject({
        id: created.id,
        memberId: author.id,
        hidden: true,
        hiddenReason: 'Spam',
        hiddenAt: expect.any(String),
        hiddenByName: expect.any(String),
        mediaUrl: expect.stringMatching(/^http:\/\/web\.test\/api\/media\//),
      });
      expect(ids((await get('/api/user-posts/posts?limit=100', reader)).body.data.items)).not.toContain(created.id);
      expect(ids((await get(`/api/user-posts/posts/${author.id}`, reader)).body.data.items)).not.toContain(created.id);
      await get(`/api/user-posts/get/${created.id}`, reader).expect(404);
      await get(`/api/user-posts/view/${created.id}`, reader).expect(404);
      await platform.http.get(`/${created.postRelativePath}`).expect(404);
      const own = await get(`/api/user-posts/get/${created.id}`, author).expect(200);
      expect(own.body.data).toMatchObject({ isHidden: true, hiddenReason: 'Spam' });
      expect(own.body.data.postFilePath).toMatch(/\/api\/media\//);
      expect(ids((await get('/api/user-posts/get-all', author)).body.data.items)).toContain(created.id);
      const notices = await get('/api/notifications', author).expect(200);
      expect(JSON.stringify(notices.body.data)).toContain(
        JSON.stringify(POST_MSG.hiddenNotice('Loud', 'Spam')).slice(1, -1),
      );
      const twice = await post(`/api/admin/posts/${created.id}/hide`, admin, { reason: 'Again' }).expect(409);
      expect(twice.body.message).toBe(POST_MSG.alreadyHidden);

      const shown = await post(`/api/admin/posts/${created.id}/unhide`, admin, {}).expect(200);
      expect(shown.body).toMatchObject({ hidden: false, hiddenReason: null, hiddenAt: null });
      expect(ids((await get('/api/user-posts/posts?limit=100', reader)).body.data.items)).toContain(created.id);
      expect((await get(`/api/user-posts/get/${created.id}`, reader).expect(200)).body.data).toMatchObject({
        isHidden: false,
      });
      await platform.http.get(`/${created.postRelativePath}`).expect(200);
      expect((await post(`/api/admin/posts/${created.id}/unhide`, admin, {}).expect(409)).body.message).toBe(
        POST_MSG.notHidden,
      );
    });

    it('needs a reason, and answers 404 for an unknown or deleted post', async () => {
      const author = await signUp(platform);
      const created = await createPost(platform, author);
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
        const res = await post(`/api/admin/posts/${created.id}/hide`, admin, body).expect(400);
        expect(res.body.errors[0].param).toBe('reason');
      }
      await post('/api/admin/posts/3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b/hide', admin, { reason: 'x' }).expect(404);
      await del(`/api/user-posts/delete/${created.id}`, author).expect(200);
      await post(`/api/admin/posts/${created.id}/hide`, admin, { reason: 'x' }).expect(404);
      await get(`/api/admin/posts/${created.id}`, admin).expect(404);
    });

    it('lists posts for administrators by member, text and hidden, with Content-Range', async () => {
      const [author, other] = [await signUp(platform, { name: 'Filter Target' }), await signUp(platform)];
      const a = await createPost(platform, author, { title: 'Alpha kayak', costView: 2 });
      const b = await createPost(platform, author, { title: 'Beta', isPrivate: true });
      await createPost(platform, other, { title: 'Gamma' });
      await post(`/api/admin/posts/${b.id}/hide`, admin, { reason: 'Nudity' }).expect(200);
      const list = (filter: object) =>
        platform.http
          .get('/api/admin/posts')
          .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['createdAt', 'DESC']), range: '[0,24]' })
          .set(bearer(admin))
          .expect(200);
      const byMember = await list({ memberId: author.id });
      expect(byMember.body.map((row: { id: string }) => row.id)).toEqual([b.id, a.id]);
      expect(byMember.headers['content-range']).toBe('posts 0-1/2');
      expect(byMember.body[1]).toMatchObject({
        title: 'Alpha kayak',
        memberName: 'Filter Target',
        costView: 2,
        isPrivate: false,
        hidden: false,
        views: 0,
        likeCount: 0,
        postFileType: 'image',
        mediaUrl: expect.stringMatching(/\/api\/media\//),
      });
      expect((await list({ q: 'kayak' })).body.map((row: { id: string }) => row.id)).toEqual([a.id]);
      expect((await list({ memberId: author.id, hidden: true })).body.map((row: { id: string }) => row.id)).toEqual([
        b.id,
      ]);
      const shown = await get(`/api/admin/posts/${b.id}`, admin).expect(200);
      expect(shown.body).toMatchObject({ id: b.id, hidden: true, hiddenReason: 'Nudity', isPrivate: true });
      await platform.http
        .get('/api/admin/posts')
        .query({ filter: JSON.stringify({ memberId: 'x' }) })
        .set(bearer(admin))
        .expect(400);
      await get(`/api/admin/posts/${a.id}`, author).expect(403);
      const denied = await post(`/api/admin/posts/${a.id}/hide`, author, { reason: 'x' }).expect(403);
      expect(denied.body.message).toBe(MSG.forbidden);
    });
  });
});
