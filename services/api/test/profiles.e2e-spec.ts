import { MSG, PROFILE_MSG, type NotificationView } from '@earnwave/contracts';
import {
  type Account,
  adminList,
  bearer,
  buyCredits,
  freeMember,
  signedCalls,
  signUp,
  TestSocket,
  totalOf,
  uploadImage,
} from '@earnwave/testing';
import { specPlatform, TestPlatform } from './support/platform';

/** The smallest MP4 the upload check takes for a video: a `ftyp` box. */
const TINY_MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isommp41', 'latin1')]);

describe('profiles, ratings, favourites and member search', () => {
  const { platform, admin } = specPlatform();

  const { get, post, put, del } = signedCalls(() => platform);
  const profileOf = (id: string, who: Account) => get(`/api/members/get/profile/${id}`, who);
  const updateProfile = (who: Account, body: object) => put('/api/members/update/profile', who, body);
  const rate = (who: Account, receiverMemberId: string, averageRating: unknown) =>
    post('/api/ratings/create', who, { receiverMemberId, averageRating });
  const favour = (who: Account, memberId: string, isFavourite: boolean) =>
    put('/api/favourites/update-status', who, { memberId, isFavourite });
  const search = (who: Account, query: Record<string, string | number>) =>
    get('/api/users/search/users', who).query(query);
  const deactivate = (who: Account) => del(`/api/users/${who.id}`, who).expect(200);

  describe('profile', () => {
    it('gives every member the default profile, with the e-mail only on their own', async () => {
      const [ada, bob] = [await freeMember(platform, { name: 'Ada Default' }), await freeMember(platform)];
      const own = await profileOf(ada.id, ada).expect(200);
      expect(own.body).toEqual({
        success: true,
        message: PROFILE_MSG.profile,
        data: {
          id: ada.id,
          name: 'Ada Default',
          email: ada.email,
          role: 'member',
          category: 'user',
          bio: '',
          image: null,
          backgroundImage: null,
          receiveMessage: true,
          earnPerMessage: 0,
          intros: '',
          description: '',
          links: '',
          channels: '',
          instagram: '',
          youtube: '',
          snapchat: '',
          facebook: '',
          averageRating: 0,
          ratingCount: 0,
          isRated: false,
          isFavourite: false,
          isOwn: true,
        },
      });
      const seen = (await profileOf(ada.id, bob).expect(200)).body.data;
      expect(seen).not.toHaveProperty('email');
      expect(seen).toMatchObject({ id: ada.id, name: 'Ada Default', isOwn: false });
    });

    it("changes the caller's own profile only, any subset of it, lists and texts trimmed", async () => {
      const [ada, bob] = [await freeMember(platform), await freeMember(platform)];
      const res = await updateProfile(ada, {
        name: '  Ada Creator ',
        category: 'creator',
        bio: '  Writes <b>code</b>  ',
        receiveMessage: false,
        earnPerMessage: 0.25,
        intros: 'Hello',
        description: 'About me',
        links: ' https://ada.example , ada.dev ,, ',
        channels: 'news,  music ',
        instagram: ' https://instagram.com/ada ',
        youtube: 'http://youtube.com/@ada',
        snapchat: '',
        facebook: 'https://facebook.com/ada',
      }).expect(200);
      expect(res.body.message).toBe(PROFILE_MSG.updated);
      const expected = {
        id: ada.id,
        name: 'Ada Creator',
        email: ada.email,
        category: 'creator',
        bio: 'Writes <b>code</b>',
        receiveMessage: false,
        earnPerMessage: 0.25,
        intros: 'Hello',
        description: 'About me',
        links: 'https://ada.example,ada.dev',
        channels: 'news,music',
        instagram: 'https://instagram.com/ada',
        youtube: 'http://youtube.com/@ada',
        snapchat: '',
        facebook: 'https://facebook.com/ada',
        isOwn: true,
      };
      expect(res.body.data).toMatchObject(expected);

      // A subset changes only itself; null empties a text.
      const partial = await updateProfile(ada, { bio: 'New bio', intros: null, earnPerMessage: '1.000001' }).expect(
        200,
      );
      expect(partial.body.data).toMatchObject({ ...expected, bio: 'New bio', intros: '', earnPerMessage: 1.000001 });

      // Others read the change; nobody can name another profile to change it.
      expect((await profileOf(ada.id, bob).expect(200)).body.data).toMatchObject({
        name: 'Ada Creator',
        bio: 'New bio',
      });
      const foreign = await updateProfile(bob, { id: ada.id, bio: 'hacked' }).expect(400);
      expect(foreign.body.errors).toEqual([{ param: 'id', msg: 'Unknown field: id.' }]);
      const alsoForeign = await updateProfile(bob, { memberId: ada.id, bio: 'hacked' }).expect(400);
      expect(alsoForeign.body.errors[0].param).toBe('memberId');
      expect((await profileOf(ada.id, ada).expect(200)).body.data.bio).toBe('New bio');
      await put(`/api/members/update/profile/${ada.id}`, bob, { bio: 'hacked' }).expect(404);
    });

    /** One member for the refusals below: each leaves the profile as it was. */
    let checked: Account | undefined;
    const memberForChecks = async () => (checked ??= await freeMember(platform));

    it.each([
      ['name', { name: '  ' }, MSG.nameRequired],
      ['name', { name: 'x'.repeat(81) }, MSG.nameTooLong],
      ['category', { category: 'Xrated' }, PROFILE_MSG.categoryInvalid],
      ['category', { category: 'USER' }, PROFILE_MSG.categoryInvalid],
      ['bio', { bio: 'x'.repeat(1001) }, PROFILE_MSG.textTooLong('bio', 1000)],
      ['bio', { bio: 42 }, PROFILE_MSG.textInvalid('bio')],
      ['receiveMessage', { receiveMessage: 'yes' }, PROFILE_MSG.receiveMessageInvalid],
      ['earnPerMessage', { earnPerMessage: -1 }, PROFILE_MSG.earnPerMessageInvalid],
      ['earnPerMessage', { earnPerMessage: 0.0000001 }, PROFILE_MSG.earnPerMessageInvalid],
      ['earnPerMessage', { earnPerMessage: '1e3' }, PROFILE_MSG.earnPerMessageInvalid],
      ['earnPerMessage', { earnPerMessage: 'ten' }, PROFILE_MSG.earnPerMessageInvalid],
      ['earnPerMessage', { earnPerMessage: 100_000.000001 }, PROFILE_MSG.earnPerMessageInvalid],
      ['links', { links: 'x'.repeat(2001) }, PROFILE_MSG.textTooLong('links', 2000)],
      ['instagram', { instagram: 'instagram.com/ada' }, PROFILE_MSG.socialInvalid],
      ['youtube', { youtube: 'ftp://youtube.com/ada' }, PROFILE_MSG.socialInvalid],
      ['snapchat', { snapchat: 'javascript:alert(1)' }, PROFILE_MSG.socialInvalid],
      ['facebook', { facebook: 'https://face book.com' }, PROFILE_MSG.socialInvalid],
      ['facebook', { facebook: `https://facebook.com/${'a'.repeat(300)}` }, PROFILE_MSG.textTooLong('facebook', 300)],
      ['image', { image: 5 }, PROFILE_MSG.imageInvalid],
    ])('refuses a bad %s (case %#) under its param and changes nothing', async (param, body, msg) => {
      const member = await memberForChecks();
      const before = (await profileOf(member.id, member).expect(200)).body.data;
      const res = await updateProfile(member, { bio: 'changed', ...body }).expect(400);
      expect(res.body).toEqual({ success: false, message: msg, errors: [{ param, msg }] });
      expect((await profileOf(member.id, member).expect(200)).body.data).toEqual(before);
    });

    it('takes as images only image files the caller uploaded (422 under the field otherwise)', async () => {
      const [ada, bob] = [await freeMember(platform), await freeMember(platform)];
      const own = await uploadImage(platform, ada);
      const cover = await uploadImage(platform, ada);
      const res = await updateProfile(ada, { image: own.relativePath, backgroundImage: `/${cover.relativePath}` });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ image: own.relativePath, backgroundImage: cover.relativePath });
      // The absolute address of the upload names the same file.
      await updateProfile(ada, { image: cover.path }).expect(200);
      expect((await profileOf(ada.id, ada)).body.data.image).toBe(cover.relativePath);

      const foreign = await uploadImage(platform, bob);
      const video = await platform.http
        .post('/api/uploads')
        .set(bearer(ada))
        .attach('file', TINY_MP4, 'clip.mp4')
        .expect(201);
      expect(video.body.data.fileType).toBe('video');
      for (const [param, path] of [
        ['image', foreign.relativePath],
        ['backgroundImage', foreign.relativePath],
        ['image', 'uploads/2026/11/never-uploaded.png'],
        ['image', '../../etc/passwd'],
        ['backgroundImage', video.body.data.relativePath],
      ]) {
        const refused = await updateProfile(ada, { bio: 'changed', [param]: path }).expect(422);
        expect(refused.body.errors).toEqual([{ param, msg: PROFILE_MSG.imageInvalid }]);
      }
      const after = (await profileOf(ada.id, ada)).body.data;
      expect(after).toMatchObject({ image: cover.relativePath, backgroundImage: cover.relativePath, bio: '' });

      // Emptied, the images are cleared.
      const cleared = await updateProfile(ada, { image: '', backgroundImage: null }).expect(200);
      expect(cleared.body.data).toMatchObject({ image: null, backgroundImage: null });
    });

    it('shows members others may see; unknown, inactive and deactivated ones are not found, but to an admin', async () => {
      const [reader, gone] = [await freeMember(platform), await freeMember(platform)];
      const inactive = await signUp(platform);
      const advertiser = await signUp(platform, { role: 'advertiser' });
      await deactivate(gone);
      const notFound = { success: false, message: PROFILE_MSG.memberNotFound, errors: [] };
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', inactive.id, gone.id, advertiser.id]) {
        expect((await profileOf(id, reader).expect(404)).body).toEqual(notFound);
      }
      expect((await profileOf(gone.id, admin).expect(200)).body.data).toMatchObject({ id: gone.id, isOwn: false });
      // A member whose membership is not active yet still reads and edits their own profile.
      expect((await profileOf(inactive.id, inactive).expect(200)).body.data).toMatchObject({ isOwn: true });
      await updateProfile(inactive, { bio: 'Soon' }).expect(200);
      // The profile pages are the member area's: an advertiser gets 403, an admin has no profile to change.
      await profileOf(reader.id, advertiser).expect(403);
      await updateProfile(advertiser, { bio: 'x' }).expect(403);
      await updateProfile(admin, { bio: 'x' }).expect(403);
      await platform.http.get(`/api/members/get/profile/${reader.id}`).expect(401);
    });
  });

  describe('ratings', () => {
    it('rates once per member, never oneself, and keeps the exact average', async () => {
      const star = await freeMember(platform);
      const raters = [await freeMember(platform), await freeMember(platform), await freeMember(platform)];
      const answers = [];
      for (const [index, stars] of [5, 4, 4].entries()) {
        const res = await rate(raters[index], star.id, stars).expect(201);
        answers.push(res.body);
      }
      expect(answers.map((answer) => answer.data)).toEqual([
        { averageRating: 5, ratingCount: 1, isRated: true },
        { averageRating: 4.5, ratingCount: 2, isRated: true },
        { averageRating: 4.33, ratingCount: 3, isRated: true },
      ]);
      expect(answers[0].message).toBe(PROFILE_MSG.ratingSubmitted);

      const again = await rate(raters[0], star.id, 1).expect(409);
      expect(again.body).toEqual({
        success: false,
        message: PROFILE_MSG.ratedAlready,
        errors: [{ param: 'general', msg: PROFILE_MSG.ratedAlready }],
      });
      const self = await rate(star, star.id, 5).expect(422);
      expect(self.body.errors).toEqual([{ param: 'receiverMemberId', msg: PROFILE_MSG.ratingOneself }]);
      // PostgreSQL reads a UUID in capitals as the same id: it names oneself all the same.
      const shouted = await rate(star, star.id.toUpperCase(), 5).expect(422);
      expect(shouted.body.errors).toEqual([{ param: 'receiverMemberId', msg: PROFILE_MSG.ratingOneself }]);
      await rate(star, '00000000-0000-4000-8000-000000000000', 5).expect(404);

      for (const stars of [0, 6, 4.5, '5', null]) {
        const bad = await rate(raters[1], star.id, stars).expect(400);
        expect(bad.body.errors).toEqual([{ param: 'averageRating', msg: PROFILE_MSG.ratingInvalid }]);
      }
      await rate(raters[1], 'nobody', 5).expect(400);
      await rate(admin, star.id, 5).expect(403);

      const byRater = (await profileOf(star.id, raters[2]).expect(200)).body.data;
      expect(byRater).toMatchObject({ averageRating: 4.33, ratingCount: 3, isRated: true });
      const byStranger = (await profileOf(star.id, star).expect(200)).body.data;
      expect(byStranger).toMatchObject({ averageRating: 4.33, ratingCount: 3, isRated: false });
    });

    it('refuses to rate a member who is deactivated or has no active membership', async () => {
      const rater = await freeMember(platform);
      const [inactive, gone] = [await signUp(platform), await freeMember(platform)];
      await deactivate(gone);
      for (const id of [inactive.id, gone.id]) {
        const res = await rate(rater, id, 3).expect(404);
        expect(res.body.errors).toEqual([{ param: 'receiverMemberId', msg: PROFILE_MSG.memberNotFound }]);
      }
    });

    it('counts one rating when one rater sends twenty at once', async () => {
      const [rater, star] = [await freeMember(platform), await freeMember(platform)];
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => rate(rater, star.id, (index % 5) + 1).then((res) => res.status)),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const profile = (await profileOf(star.id, rater).expect(200)).body.data;
      expect(profile).toMatchObject({ ratingCount: 1, isRated: true });
      expect([1, 2, 3, 4, 5]).toContain(profile.averageRating);
    });
  });

  describe('favourites', () => {
    it('adds and removes idempotently, and lists whom I favour and who favours me, newest first', async () => {
      const [fan, bob, cat] = [
        await freeMember(platform, { name: 'Fan' }),
        await freeMember(platform, { name: 'Bob' }),
        await freeMember(platform, { name: 'Cat' }),
      ];
      const picture = await uploadImage(platform, bob);
      await updateProfile(bob, { image: picture.relativePath }).expect(200);

      for (let i = 0; i < 2; i += 1) {
        const res = await favour(fan, bob.id, true).expect(200);
        expect(res.body).toEqual({
          success: true,
          message: PROFILE_MSG.favouriteUpdated,
          data: { memberId: bob.id, isFavourite: true },
        });
      }
      await favour(fan, cat.id, true).expect(200);
      expect((await profileOf(bob.id, fan).expect(200)).body.data.isFavourite).toBe(true);
      expect((await profileOf(fan.id, bob).expect(200)).body.data.isFavourite).toBe(false);

      const mine = (await get('/api/favourites', fan).expect(200)).body.data;
      expect(mine).toEqual({
        items: [
          { memberId: cat.id, isFavourite: true, member: { id: cat.id, name: 'Cat', userProfile: { image: null } } },
          {
            memberId: bob.id,
            isFavourite: true,
            member: { id: bob.id, name: 'Bob', userProfile: { image: picture.relativePath } },
          },
        ],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
      });
      const second = (await get('/api/favourites?page=2&limit=1', fan).expect(200)).body.data;
      expect(second).toEqual({
        items: [expect.objectContaining({ memberId: bob.id })],
        pagination: { page: 2, limit: 1, total: 2, totalPages: 2 },
      });
      const by = (await get('/api/favourites/favourite-by', bob).expect(200)).body.data;
      expect(by).toEqual({
        items: [
          { memberId: fan.id, isFavourite: true, member: { id: fan.id, name: 'Fan', userProfile: { image: null } } },
        ],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      });

      for (let i = 0; i < 2; i += 1) {
        const res = await favour(fan, bob.id, false).expect(200);
        expect(res.body.data).toEqual({ memberId: bob.id, isFavourite: false });
      }
      expect(
        (await get('/api/favourites', fan).expect(200)).body.data.items.map((i: { memberId: string }) => i.memberId),
      ).toEqual([cat.id]);
      expect((await get('/api/favourites/favourite-by', bob).expect(200)).body.data.items).toEqual([]);
      expect((await profileOf(bob.id, fan).expect(200)).body.data.isFavourite).toBe(false);

      // A favourite who is deactivated drops out of the lists.
      await deactivate(cat);
      expect((await get('/api/favourites', fan).expect(200)).body.data.pagination.total).toBe(0);
    });

    it('refuses oneself, unknown members and bad input', async () => {
      const fan = await freeMember(platform);
      for (const id of [fan.id, fan.id.toUpperCase()]) {
        const self = await favour(fan, id, true).expect(422);
        expect(self.body.errors).toEqual([{ param: 'memberId', msg: PROFILE_MSG.favouriteOneself }]);
      }
      const unknown = await favour(fan, '00000000-0000-4000-8000-000000000000', true).expect(404);
      expect(unknown.body.errors).toEqual([{ param: 'memberId', msg: PROFILE_MSG.memberNotFound }]);
      const inactive = await signUp(platform);
      await favour(fan, inactive.id, true).expect(404);
      await put('/api/favourites/update-status', fan, { memberId: 'x', isFavourite: true }).expect(400);
      const flag = await put('/api/favourites/update-status', fan, { memberId: inactive.id, isFavourite: 'yes' });
      expect(flag.status).toBe(400);
      expect(flag.body.errors).toEqual([{ param: 'isFavourite', msg: PROFILE_MSG.favouriteFlagInvalid }]);
      await get('/api/favourites?limit=51', fan).expect(400);
      await get('/api/favourites?page=0', fan).expect(400);
    });
  });

  describe('member search', () => {
    it('finds active members by name, the pattern taken literally, without their e-mail', async () => {
      const tag = `Q${Date.now().toString(36)}`;
      const seeker = await freeMember(platform, { name: `${tag} Seeker` });
      const percent = await freeMember(platform, { name: `${tag} 100% Real` });
      await freeMember(platform, { name: `${tag} 1000 Real` });
      const underscore = await freeMember(platform, { name: `${tag} a_b` });
      await freeMember(platform, { name: `${tag} axb` });
      const gone = await freeMember(platform, { name: `${tag} Gone` });
      await deactivate(gone);
      await signUp(platform, { name: `${tag} Inactive` });
      await signUp(platform, { name: `${tag} Advertiser`, role: 'advertiser' });
      await updateProfile(percent, { category: 'coach' }).expect(200);

      const all = await search(seeker, { name: tag.toLowerCase() }).expect(200);
      // In name order (where "100%" sorts beside "1000" is the database collation's call).
      expect(all.body.data.map((m: { name: string }) => m.name).sort()).toEqual(
        [`${tag} 1000 Real`, `${tag} 100% Real`, `${tag} a_b`, `${tag} axb`].sort(),
      );
      expect(all.body.data.map((m: { name: string }) => m.name).slice(2)).toEqual([`${tag} a_b`, `${tag} axb`]);
      expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
      for (const item of all.body.data) expect(item).not.toHaveProperty('email');
      expect(all.body.data.find((m: { id: string }) => m.id === percent.id)).toEqual({
        id: percent.id,
        name: `${tag} 100% Real`,
        category: 'coach',
        userProfile: { image: null },
      });

      const byPercent = await search(seeker, { name: `${tag} 100%` }).expect(200);
      expect(byPercent.body.data.map((m: { id: string }) => m.id)).toEqual([percent.id]);
      const byUnderscore = await search(seeker, { name: 'a_b' }).expect(200);
      expect(byUnderscore.body.data.map((m: { id: string }) => m.id)).toEqual([underscore.id]);
      const byBackslash = await search(seeker, { name: `${tag}\\` }).expect(200);
      expect(byBackslash.body.data).toEqual([]);

      const paged = await search(seeker, { name: tag, page: 2, limit: 3 }).expect(200);
      expect(paged.body.data.map((m: { name: string }) => m.name)).toEqual([`${tag} axb`]);
      expect(paged.body.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    });

    it('shows an e-mail only to whoever searched by that exact address', async () => {
      const seeker = await freeMember(platform);
      const target = await freeMember(platform, { name: 'Mail Target' });
      const exact = await search(seeker, { email: `  ${target.email.toUpperCase()} ` }).expect(200);
      expect(exact.body.data).toEqual([
        { id: target.id, name: 'Mail Target', email: target.email, category: 'user', userProfile: { image: null } },
      ]);
      const partial = await search(seeker, { email: target.email.slice(0, -3) }).expect(200);
      expect(partial.body.data).toEqual([]);
      const wrongName = await search(seeker, { email: target.email, name: 'Someone Else' }).expect(200);
      expect(wrongName.body.data).toEqual([]);
      // The caller never finds themselves.
      expect((await search(seeker, { email: seeker.email }).expect(200)).body.data).toEqual([]);
      await search(seeker, { name: 'x'.repeat(81) }).expect(400);
    });
  });

  describe('gift notifications', () => {
    it('tells the receiver who sent a gift and its amount, live and in the list', async () => {
      const sender = await freeMember(platform, { name: 'Generous Gus' });
      const receiver = await freeMember(platform);
      await buyCredits(platform, sender, 10);
      const socket = await new TestSocket(await platform.origin(), { token: receiver.token }).connected();
      try {
        await post('/api/members/send-gift', sender, { receiverId: receiver.id, sendGiftAmount: 2.5 }).expect(201);
        const pushed = await socket.next<NotificationView>('notification');
        expect(pushed).toEqual({
          id: expect.any(String),
          type: 'gift_received',
          title: 'Gift received',
          body: 'Generous Gus sent you 2.50 credits',
          createdAt: expect.any(String),
        });
        const listed = (await get('/api/notifications', receiver).expect(200)).body.data;
        expect(listed.items).toEqual([{ ...pushed, readAt: null }]);
        expect(listed.unread).toBe(1);
        expect((await get('/api/notifications', sender).expect(200)).body.data.items).toEqual([]);
        // The profile's 'Gifts received' reads the same gift; reading the notifications clears the count.
        const gifts = (await get('/api/members/gifts/received', receiver).expect(200)).body.data.items;
        expect(gifts).toEqual([
          {
            id: expect.any(String),
            amount: 2.5,
            createdAt: expect.any(String),
            sender: { id: sender.id, name: 'Generous Gus', userProfile: { image: null } },
          },
        ]);
        await put('/api/notifications/read', receiver, {}).expect(200);
        expect((await get('/api/notifications', receiver).expect(200)).body.data.unread).toBe(0);
      } finally {
        socket.close();
      }
    });
  });

  describe('console', () => {
    it('lists and shows profiles, searched by name, and ratings filtered by receiver', async () => {
      const tag = `C${Date.now().toString(36)}`;
      const star = await freeMember(platform, { name: `${tag} Star` });
      const rater = await freeMember(platform, { name: `${tag} Rater` });
      await updateProfile(star, { category: 'famous', bio: 'Hi' }).expect(200);
      await rate(rater, star.id, 4).expect(201);

      const list = await adminList(platform, admin, 'profiles', { filter: { q: tag }, sort: ['name', 'DESC'] }).expect(
        200,
      );
      expect(totalOf(list)).toBe(2);
      expect(list.body.map((p: { name: string }) => p.name)).toEqual([`${tag} Star`, `${tag} Rater`]);
      expect(list.body[0]).toMatchObject({
        id: star.id,
        email: star.email,
        category: 'famous',
        bio: 'Hi',
        averageRating: 4,
        ratingCount: 1,
      });
      // A member never read yet shows the defaults.
      expect(list.body[1]).toMatchObject({ id: rater.id, category: 'user', averageRating: 0, ratingCount: 0 });

      const shown = await get(`/api/admin/profiles/${star.id}`, admin).expect(200);
      expect(shown.body).toMatchObject({ id: star.id, name: `${tag} Star`, favouritedBy: 0 });
      await platform.http
        .get('/api/admin/profiles/00000000-0000-4000-8000-000000000000')
        .set(bearer(admin))
        .expect(404);

      const ratings = await adminList(platform, admin, 'ratings', { filter: { receiverId: star.id } }).expect(200);
      expect(totalOf(ratings)).toBe(1);
      expect(ratings.body).toEqual([
        {
          id: `${rater.id}:${star.id}`,
          raterId: rater.id,
          raterName: `${tag} Rater`,
          receiverId: star.id,
          receiverName: `${tag} Star`,
          stars: 4,
          createdAt: expect.any(String),
        },
      ]);
      await adminList(platform, admin, 'ratings', { filter: { receiverId: 'x' } }).expect(400);
      await adminList(platform, admin, 'profiles', { filter: { category: 'Xrated' } }).expect(400);
    });
  });
});

describe('member search is rate limited', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await TestPlatform.start({ rateLimits: { memberSearch: { points: 3, durationSeconds: 60 } } });
  });
  afterAll(() => platform.stop());

  it('answers 429 after the limit, so e-mail addresses cannot be probed in bulk', async () => {
    const prober = await freeMember(platform);
    for (let n = 0; n < 3; n++) {
      await platform.http
        .get('/api/users/search/users')
        .set(bearer(prober))
        .query({ email: `x${n}@example.com` })
        .expect(200);
    }
    const refused = await platform.http
      .get('/api/users/search/users')
      .set(bearer(prober))
      .query({ email: 'x3@example.com' })
      .expect(429);
    expect(refused.body.errors).toEqual([{ param: 'general', msg: MSG.rateLimited }]);
  });
});
