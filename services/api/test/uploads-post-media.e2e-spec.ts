import { type Account, bearer, buyCredits, createPost, freeMember, signUp, uploadImage } from '@earnwave/testing';
import { freshUploadDir, startWithAdmin, type TestPlatform } from './support/platform';

const SIGNED = /^http:\/\/web\.test\/api\/media\/uploads\/.+\?exp=\d+&sig=[\w-]+$/;

/**
 * A file that was ever a paid or private post's stays off the public `/uploads/...` path, whatever
 * the post becomes: buyers paid for it. The adversary is the author (or anyone) who would publish
 * a sold file by editing the post: replacing its file, dropping its price, making it public, or
 * naming the file in a new free post.
 */
describe('uploads: a paid or private post’s file stays private after the post changes', () => {
  let platform: TestPlatform;
  let admin: Account;
  beforeAll(async () => ({ platform, admin } = await startWithAdmin({ env: { UPLOAD_DIR: freshUploadDir() } })));
  afterAll(() => platform.stop());

  const update = (postId: string, author: Account, changes: Record<string, unknown>) =>
    platform.http.put(`/api/user-posts/update/${postId}`).set(bearer(author)).send(changes).expect(200);
  const read = async (postId: string, who: Account) =>
    (await platform.http.get(`/api/user-posts/get/${postId}`).set(bearer(who)).expect(200)).body.data;
  const publicPath = (relativePath: string) => platform.http.get(`/${relativePath}`);
  const fetchLink = (link: string) => platform.http.get(new URL(link).pathname + new URL(link).search);
  /** A post sold once: `buyer` paid its price. */
  const soldPost = async (author: Account, buyer: Account) => {
    const post = await createPost(platform, author, { costView: 2 });
    await platform.http.get(`/api/user-posts/view/${post.id}?confirm=true&costView=2`).set(bearer(buyer)).expect(200);
    return post;
  };

  it('keeps a paid post’s file off the public path once an edit replaces it (possible until it is sold)', async () => {
    const author = await freeMember(platform);
    const post = await createPost(platform, author, { costView: 2 });
    const paid = post.postRelativePath!;
    const fresh = await uploadImage(platform, author);
    await update(post.id, author, { postRelativePath: fresh.relativePath, costView: 0 });
    await publicPath(paid).expect(404);
    await publicPath(paid).set(bearer(author)).expect(404);
    // The file the post names now was never a paid post's: it is public.
    expect((await read(post.id, author)).postFilePath).toBe(`http://web.test/${fresh.relativePath}`);
    await publicPath(fresh.relativePath).expect(200);
    // Once sold, the file is fixed (posts-paid-views.e2e-spec): the buyer keeps what they paid for.
    const [seller, buyer] = [await freeMember(platform), await freeMember(platform)];
    await buyCredits(platform, buyer, 10);
    const sold = await soldPost(seller, buyer);
    await platform.http
      .put(`/api/user-posts/update/${sold.id}`)
      .set(bearer(seller))
      .send({ postRelativePath: (await uploadImage(platform, seller)).relativePath })
      .expect(409);
  });

  it('keeps the file private when the price drops to 0 after a sale: everyone opens it through signed links', async () => {
    const [author, buyer, reader] = [await freeMember(platform), await freeMember(platform), await signUp(platform)];
    await buyCredits(platform, buyer, 10);
    const post = await soldPost(author, buyer);
    await update(post.id, author, { costView: 0 });
    await publicPath(post.postRelativePath!).expect(404);
    const now = await read(post.id, reader);
    expect(now).toMatchObject({ isLocked: false, costView: 0, postRelativePath: post.postRelativePath });
    expect(now.postFilePath).toMatch(SIGNED);
    const served = await fetchLink(now.postFilePath).expect(200);
    expect(served.headers['cache-control']).toMatch(/^private, /);
    const listed = await platform.http.get(`/api/admin/posts/${post.id}`).set(bearer(admin)).expect(200);
    expect(listed.body.mediaUrl).toMatch(SIGNED);
  });

  it('keeps a private post’s file private once the post is public', async () => {
    const author = await freeMember(platform);
    const post = await createPost(platform, author, { isPrivate: true });
    await update(post.id, author, { isPrivate: false });
    await publicPath(post.postRelativePath!).expect(404);
    expect((await read(post.id, author)).postFilePath).toMatch(SIGNED);
  });

  it('keeps a paid file private when a new free post, or another deleted one, names it', async () => {
    const author = await freeMember(platform);
    const paid = await createPost(platform, author, { costView: 3 });
    const file = {
      relativePath: paid.postRelativePath!,
      path: `http://web.test/${paid.postRelativePath}`,
      fileType: 'image',
      formatType: 'png',
    };
    const free = await createPost(platform, author, { title: 'Free copy' }, file);
    expect(free.postFilePath).toMatch(SIGNED);
    await platform.http.delete(`/api/user-posts/delete/${paid.id}`).set(bearer(author)).expect(200);
    await platform.http.delete(`/api/user-posts/delete/${free.id}`).set(bearer(author)).expect(200);
    await publicPath(file.relativePath).expect(404);
  });

  it('serves a file that only ever was a free public post’s at the public path', async () => {
    const author = await freeMember(platform);
    const post = await createPost(platform, author);
    await update(post.id, author, { title: 'Still free' });
    expect((await read(post.id, author)).postFilePath).toBe(`http://web.test/${post.postRelativePath}`);
    await publicPath(post.postRelativePath!).expect(200);
  });
});
