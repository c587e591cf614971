import { rmSync } from 'node:fs';
import { type Account, adminList, bearer } from '@earnwave/testing';
import { freshUploadDir, startWithAdmin, type TestPlatform } from './support/platform';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60)]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);

describe('admin API: levels, options and viewing content', () => {
  let platform: TestPlatform;
  let admin: Account;
  const uploadDir = freshUploadDir();
  beforeAll(
    async () => ({ platform, admin } = await startWithAdmin({ worker: false, env: { UPLOAD_DIR: uploadDir } })),
  );
  afterAll(async () => {
    await platform.stop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const put = (path: string, body: object) => platform.http.put(path).set(bearer(admin)).send(body);
  const get = (path: string) => platform.http.get(path).set(bearer(admin));

  describe('membership-levels', () => {
    it('lists the ladder by its order, with the slug as id and money in credits', async () => {
      const res = await adminList(platform, admin, 'membership-levels').expect(200);
      expect(res.headers['content-range']).toBe('membership-levels 0-3/4');
      expect(res.body.map((level: { id: string }) => level.id)).toEqual(['bronze', 'silver', 'gold', 'cash']);
      expect(res.body[1]).toMatchObject({
        id: 'silver',
        price: 100,
        referrals: expect.objectContaining({ more: expect.any(Number) }),
      });
      const byPrice = await adminList(platform, admin, 'membership-levels', { sort: ['price', 'DESC'], range: [0, 0] });
      expect(byPrice.body.map((level: { id: string }) => level.id)).toEqual(['cash']);
    });

    it('edits price, multipliers, contentView, weekly limit, features and flags; micro-credits in the database', async () => {
      const res = await put('/api/admin/membership-levels/gold', {
        price: 999.5,
        referrals: { '1': 0.125, '2': 0.1, more: 0.05 },
        contentView: 8,
        weeklyTokenLimit: 123.456789,
        featuresList: [{ id: 1, title: 'Priority support', tag: { type: 'success', label: 'New' } }],
        isFeatured: true,
        available: false,
      }).expect(200);
      expect(res.body).toMatchObject({
        id: 'gold',
        price: 999.5,
        referrals: { '1': 0.125, '2': 0.1, more: 0.05 },
        contentView: 8,
        weeklyTokenLimit: 123.456789,
        isFeatured: true,
        available: false,
      });
      const [row] = await platform.db.query(
        `SELECT price::text, weekly_token_limit::text FROM membership_levels WHERE slug = 'gold'`,
      );
      expect(row).toEqual({ price: '999500000', weekly_token_limit: '123456789' });
      expect((await get('/api/admin/membership-levels/gold')).body.price).toBe(999.5);
    });

    it.each([
      ['price', { price: 0 }],
      ['price', { price: 1.0000001 }],
      ['price', { price: 'ten' }],
      ['contentView', { contentView: 0 }],
      ['contentView', { contentView: 2.5 }],
      ['weeklyTokenLimit', { weeklyTokenLimit: -1 }],
      ['referrals', { referrals: { '1': 0.1 } }],
      ['referrals', { referrals: { '1': 0.1234, more: 0.1 } }],
      ['referrals', { referrals: { '0': 0.1, more: 0.1 } }],
      ['referrals', { referrals: { '1000': 0.1, more: 0.1 } }],
      ['referrals', { referrals: { '1': -0.1, more: 0.1 } }],
      ['referrals', { referrals: { '1': '0.1', more: 0.1 } }],
      // Above 1, a referral would pay out more than came in with it.
      ['referrals', { referrals: { '1': 1.001, more: 0.1 } }],
      ['referrals', { referrals: { '1': 0.1, more: 10 } }],
      ['referrals', { referrals: { '1': 1e21, more: 0.1 } }],
      ['featuresList', { featuresList: 'fast' }],
      ['isFeatured', { isFeatured: 'yes' }],
      ['slug', { slug: 'platinum' }],
    ])('refuses a bad %s with 400 under its name: %j', async (param, body) => {
      const before = (await get('/api/admin/membership-levels/silver')).body;
      const res = await put('/api/admin/membership-levels/silver', body).expect(400);
      expect(res.body).toMatchObject({ success: false, errors: [expect.objectContaining({ param })] });
      const after = (await get('/api/admin/membership-levels/silver')).body;
      expect(after).toEqual(before);
    });

    it('answers 404 for an unknown level and 400 for an empty change', async () => {
      await put('/api/admin/membership-levels/platinum', { title: 'X' }).expect(404);
      await get('/api/admin/membership-levels/platinum').expect(404);
      await put('/api/admin/membership-levels/silver', {}).expect(400);
    });
  });

  describe('options', () => {
    it('lists every setting with its value as JSON (HTML for the notification)', async () => {
      const res = await adminList(platform, admin, 'options', { range: [0, 49] }).expect(200);
      const keys = res.body.map((option: { id: string }) => option.id);
      expect(keys).toEqual(
        expect.arrayContaining([
          'landing_investment',
          'membership_desc',
          'membership_common',
          'contact',
          'dash_todays_notification',
          'banner_images',
          'card_payment_links',
        ]),
      );
      const contact = res.body.find((option: { id: string }) => option.id === 'contact');
      expect(contact).toMatchObject({ format: 'json', value: { name: expect.any(String), email: expect.any(String) } });
      const notification = res.body.find((option: { id: string }) => option.id === 'dash_todays_notification');
      expect(notification).toMatchObject({ format: 'html', value: expect.stringContaining('<') });
    });

    it('edits the contact and the public call answers it', async () => {
      const res = await put('/api/admin/options/contact', {
        value: { name: 'Help desk', email: 'help@earnwave.test' },
      }).expect(200);
      expect(res.body).toMatchObject({ id: 'contact', value: { name: 'Help desk', email: 'help@earnwave.test' } });
      const contact = await platform.http.get('/api/contact').expect(200);
      expect(contact.body.data).toEqual({ name: 'Help desk', email: 'help@earnwave.test' });
    });

    it('edits the landing header and its three steps', async () => {
      const current = (await get('/api/admin/options/landing_investment')).body.value;
      const value = { ...current, headerTitle: 'Earn every day', headerSubTitle: 'Start free' };
      await put('/api/admin/options/landing_investment', { value }).expect(200);
      const res = await platform.http.get('/api/options/public/landing_investment').expect(200);
      expect(JSON.parse(res.body.data.optionValue)).toMatchObject({
        headerTitle: 'Earn every day',
        headerSubTitle: 'Start free',
      });
      const twoSteps = { ...value, sections: value.sections.slice(0, 2) };
      const refused = await put('/api/admin/options/landing_investment', { value: twoSteps }).expect(400);
      expect(refused.body.errors[0].param).toBe('value.sections');
    });

    it('sanitises HTML on save, and previews the sanitised HTML without saving', async () => {
      const dirty = '<p onclick="steal()">Hello <b>all</b><script>alert(1)</script><img src="javascript:x"></p>';
      const preview = await platform.http
        .post('/api/admin/options/dash_todays_notification/preview')
        .set(bearer(admin))
        .send({ value: dirty })
        .expect(200);
      expect(preview.body.value).toBe('<p>Hello <b>all</b><img /></p>');
      expect((await get('/api/admin/options/dash_todays_notification')).body.value).not.toContain('Hello');
      const saved = await put('/api/admin/options/dash_todays_notification', { value: dirty }).expect(200);
      expect(saved.body.value).toBe('<p>Hello <b>all</b><img /></p>');
      const desc = (await get('/api/admin/options/membership_desc')).body.value;
      const withScript = await put('/api/admin/options/membership_desc', {
        value: { ...desc, content: '<p>Ok</p><script>x()</script>' },
      }).expect(200);
      expect(withScript.body.value.content).toBe('<p>Ok</p>');
    });

    it.each([
      ['contact', { value: { name: 'A', email: 'not-an-email' } }, 'value.email'],
      ['contact', { value: { name: '', email: 'a@b.test' } }, 'value.name'],
      ['contact', { value: { name: 'A', email: 'a@b.test', extra: 1 } }, 'value.extra'],
      ['contact', { value: 'text' }, 'value'],
      [
        'membership_common',
        { value: { qr: 'javascript:alert(1)', wallet: 'T1', network: 'Tron (TRC20)' } },
        'value.qr',
      ],
      ['membership_desc', { value: { title: 'T', content: 'C', videoLink: 'not a link' } }, 'value.videoLink'],
      ['banner_images', { value: [] }, 'value'],
      ['card_payment_links', { value: { gold: { buyButtonId: 'b' } } }, 'value.gold.paymentLinkId'],
      ['dash_todays_notification', { value: 42 }, 'value'],
      ['contact', { other: 1 }, 'other'],
    ])('refuses a bad %s with 400 under its field', async (key, body, param) => {
      const res = await put(`/api/admin/options/${key}`, body).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors[0].param).toBe(param);
    });

    it('answers 404 for an unknown key', async () => {
      await put('/api/admin/options/secret_key', { value: {} }).expect(404);
      await get('/api/admin/options/secret_key').expect(404);
    });
  });

  describe('contents', () => {
    const upload = (file: Buffer, filename: string, fields: Record<string, string> = {}) => {
      const req = platform.http.post('/api/admin/contents').set(bearer(admin)).attach('file', file, filename);
      for (const [name, value] of Object.entries(fields)) req.field(name, value);
      return req;
    };

    it('stores a checked image under a random name and serves it at /uploads with its checked type', async () => {
      const res = await upload(PNG, 'holiday.jpg', { title: 'Beach' }).expect(201);
      expect(res.body).toMatchObject({ type: 'image', title: 'Beach', enabled: true });
      expect(res.body.filename).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
      const file = await platform.http.get(res.body.url).expect(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
      await platform.http.get('/uploads/2020/01/nothing.png').expect(404);
      await platform.http.get('/uploads/../package.json').expect(404);
    });

    it('recognises a WebM video and an SVG picture by their bytes', async () => {
      const video = await upload(WEBM, 'clip.bin').expect(201);
      expect(video.body).toMatchObject({ type: 'video', title: 'clip' });
      expect(video.body.filename).toMatch(/\.webm$/);
      const svg = await upload(SVG, 'logo.svg').expect(201);
      expect(svg.body.filename).toMatch(/\.svg$/);
      const served = await platform.http.get(svg.body.url).expect(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toContain('sandbox');
    });

    it('refuses a file that is not what it claims, a scripted SVG, a missing file and a large image', async () => {
      const text = await upload(Buffer.from('MZ this is an executable'), 'photo.png').expect(415);
      expect(text.body.errors).toEqual([{ param: 'file', msg: expect.stringContaining('PNG') }]);
      await upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
      ).expect(415);
      await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg').expect(415);
      await platform.http.post('/api/admin/contents').set(bearer(admin)).field('title', 'nothing').expect(400);
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      await upload(big, 'big.png').expect(413);
    });

    it('lists with filters and disables and enables content', async () => {
      const res = await upload(PNG, 'toggle.png', { title: 'Toggle me' }).expect(201);
      const disabled = await put(`/api/admin/contents/${res.body.id}`, { enabled: false }).expect(200);
      expect(disabled.body.enabled).toBe(false);
      const list = await adminList(platform, admin, 'contents', { filter: { enabled: false, q: 'toggle' } }).expect(
        200,
      );
      expect(list.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
      const videos = await adminList(platform, admin, 'contents', { filter: { type: 'video' } }).expect(200);
      expect(videos.body.every((c: { type: string }) => c.type === 'video')).toBe(true);
      await put(`/api/admin/contents/${res.body.id}`, { enabled: 'no' }).expect(400);
      await put(`/api/admin/contents/${res.body.id}`, { enabled: true, title: 'Back' }).expect(200);
      expect((await get(`/api/admin/contents/${res.body.id}`)).body).toMatchObject({
        enabled: true,
        title: 'Back',
        views: 0,
      });
    });
  });
});
