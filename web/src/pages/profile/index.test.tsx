import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { socket } from '../../test/fake-socket';
import { fakeApi, findDialog, MEMBER, renderApp, signIn, uploadOf, type Reply } from '../../test/render';
import { giftOf, OTHER_ID, otherProfile, page, postOf, profileOf } from './fixtures';

// Role queries skip the accessibility-tree check (computing every element's style under antd's
// CSS-in-JS costs seconds per query on this machine); the queries are scoped to what they test.
configure({ defaultHidden: true });

// The pages load lazily; loading them once before the tests keeps the first test's clock for the test.
beforeAll(async () => {
  await Promise.all([import('./index'), import('../post-view'), import('../../layouts/dashboard-layout')]);
}, 120_000);

/** The shared 2-core machine runs several suites at once: the longer journeys get more time. */
const SLOW = 120_000;
/** A button by its visible text (computing accessible names under antd's styles costs seconds a query). */
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;
const stars = async () => within(await screen.findByTestId('rating')).getAllByRole('radio');
const ratingLocked = () =>
  screen.getByTestId('rating').querySelector('.ant-rate')!.classList.contains('ant-rate-disabled');

describe('own profile (spec 2 and 6)', () => {
  it(
    'shows cover, avatar, name, read-only stars, the edit pencil, social links, the details and no member actions',
    async () => {
      signIn();
      fakeApi({
        [`GET /members/get/profile/${MEMBER.id}`]: { data: profileOf() },
        'GET /user-posts/get-all': page([]),
      });
      renderApp('/dashboard/profile');
      expect(await screen.findByRole('heading', { name: MEMBER.name })).toBeInTheDocument();
      expect(screen.getByTestId('profile-cover').getAttribute('style')).toContain('/uploads/2026/11/cover.png');
      expect(screen.getByRole('img', { name: MEMBER.name })).toHaveAttribute('src', '/uploads/2026/11/avatar.png');
      expect(ratingLocked()).toBe(true);
      expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/ada');
      expect(screen.getByRole('link', { name: 'Snapchat' })).toHaveAttribute('href', 'https://snapchat.com/add/ada');
      expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/ada');
      expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
      const about = within(screen.getByText('About').closest('.ant-card') as HTMLElement);
      for (const label of ['Category', 'Channels', 'Links', 'Intro', 'Bio', 'Description']) {
        expect(about.getByText(label)).toBeInTheDocument();
      }
      // Member-written text is shown as text, never as markup.
      expect(about.getByText('Films and <b>music</b>')).toBeInTheDocument();
      expect(about.getByRole('link', { name: 'https://films.example.com' })).toHaveAttribute(
        'href',
        'https://films.example.com',
      );
      expect(about.getByText('films')).toBeInTheDocument();
      expect(about.getByText('Creator')).toBeInTheDocument();
      expect(await screen.findByText('No posts found!')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Add to Fav/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Send Gift/ })).toBeNull();
      expect(screen.getByRole('button', { name: '+ Add Content' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'edits the profile: every field, the categories with Xrated carrying user, Earn Per Message from 0',
    async () => {
      signIn();
      let reply: object = {
        status: 400,
        message: 'Validation failed',
        errors: [{ param: 'bio', msg: 'bio is at most 1000 characters.' }],
      };
      const api = fakeApi({
        [`GET /members/get/profile/${MEMBER.id}`]: { data: profileOf() },
        'GET /user-posts/get-all': page([]),
        'PUT /members/update/profile': () => reply,
      });
      const { user } = renderApp('/dashboard/profile');
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const dialog = await findDialog('Edit Profile');
      for (const label of [
        'Name',
        'Category',
        'Receive messages',
        'Earn Per Message',
        'Intro',
        'Bio',
        'Description',
        'Links',
        'Channels',
        'Facebook',
        'Snapchat',
        'Instagram',
        'YouTube',
        'Profile image',
        'Cover image',
      ]) {
        expect(within(dialog).getAllByLabelText(label).length).toBeGreaterThan(0);
      }
      expect(within(dialog).getByRole('spinbutton', { name: 'Earn Per Message' })).toHaveAttribute(
        'aria-valuemin',
        '0',
      );

      await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
      const options = await screen.findAllByRole('option');
      const labels = options.map((option) => option.textContent);
      expect(labels).toEqual(
        expect.arrayContaining([
          'Business',
          'Coach',
          'Creator',
          'Dating',
          'Famous',
          'Freelancer',
          'Fundme',
          'Host',
          'Influencer',
          'User',
          'Xrated',
        ]),
      );
      await user.click(screen.getByTitle('Xrated'));

      const name = within(dialog).getByLabelText('Name');
      await user.clear(name);
      await user.type(name, '  Ada Lovelace ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
      expect(within(dialog).getByText('bio is at most 1000 characters.')).toBeInTheDocument();

      reply = { data: profileOf({ name: 'Ada Lovelace', category: 'user' }) };
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
      expect(api.last('PUT', '/members/update/profile')?.body).toMatchObject({
        name: 'Ada Lovelace',
        category: 'user',
        bio: 'I make short films.',
        image: 'uploads/2026/11/avatar.png',
        backgroundImage: 'uploads/2026/11/cover.png',
        receiveMessage: true,
        earnPerMessage: 0.5,
        intros: 'Hello there',
        links: 'https://films.example.com,https://blog.example.com',
        channels: 'films,music',
        facebook: 'https://facebook.com/ada',
      });
    },
    SLOW,
  );

  it(
    'takes images only in the drop zones, and an upload without relativePath fails',
    async () => {
      signIn();
      // First an answer without relativePath, then a stored image.
      let upload: Reply = { data: { path: 'http://x/uploads/a.png', fileType: 'image', formatType: 'png' } };
      const api = fakeApi({
        [`GET /members/get/profile/${MEMBER.id}`]: { data: profileOf({ image: null }) },
        'GET /user-posts/get-all': page([]),
        'PUT /members/update/profile': (call) => ({ data: profileOf(call.body as object) }),
        'POST /uploads': () => upload,
      });
      const { user } = renderApp('/dashboard/profile');
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const dialog = await findDialog('Edit Profile');
      const zone = within(dialog).getByTestId('drop-zone-Profile image');

      fireEvent.drop(zone, { dataTransfer: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
      expect(await screen.findByText('Only image files are allowed')).toBeInTheDocument();
      fireEvent.drop(zone, { dataTransfer: { files: [] } });
      expect(await screen.findByText('Please select a file to upload')).toBeInTheDocument();

      const png = new File(['png'], 'me.png', { type: 'image/png' });
      expect(api.uploads).toHaveLength(0);
      await user.upload(within(dialog).getByLabelText('Profile image', { selector: 'input' }), png);
      expect(await screen.findByText('Upload failed: No relativePath in response')).toBeInTheDocument();
      expect(api.uploads).toHaveLength(1);

      upload = { data: uploadOf('new.png') };
      await user.upload(within(dialog).getByLabelText('Profile image', { selector: 'input' }), png);
      expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
      expect(api.uploads.map((file) => file.name)).toEqual(['me.png', 'me.png']);
      expect(within(dialog).getByRole('img', { name: 'Profile image' })).toHaveAttribute(
        'src',
        '/uploads/2026/11/new.png',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(api.last('PUT', '/members/update/profile')?.body).toMatchObject({ image: 'uploads/2026/11/new.png' });
    },
    SLOW,
  );
});

describe("another member's profile (spec 2, 4 and 6)", () => {
  const routes = (extra: Record<string, object> = {}) => ({
    [`GET /members/get/profile/${OTHER_ID}`]: { data: otherProfile() },
    [`GET /user-posts/posts/${OTHER_ID}`]: page([postOf()]),
    ...extra,
  });

  it(
    'asks before rating, sends the stars only after the confirmation, then locks them',
    async () => {
      signIn();
      const api = fakeApi(
        routes({ 'POST /ratings/create': { data: { averageRating: 3.67, ratingCount: 3, isRated: true } } }),
      );
      const { user } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      expect(await screen.findByRole('heading', { name: 'Bea Creator' })).toBeInTheDocument();
      expect(ratingLocked()).toBe(false);

      await user.click((await stars())[3]);
      let dialog = await findDialog('Submit Rating');
      expect(dialog).toHaveTextContent('Rate Bea Creator 4 stars?');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.last('POST', '/ratings/create')).toBeUndefined();

      await user.click((await stars())[3]);
      dialog = await findDialog('Submit Rating');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
      expect(await screen.findByText('Rating Submitted')).toBeInTheDocument();
      expect(api.last('POST', '/ratings/create')?.body).toEqual({ receiverMemberId: OTHER_ID, averageRating: 4 });
      await waitFor(() => expect(ratingLocked()).toBe(true));
      expect(screen.getByTestId('rating-summary')).toHaveTextContent('3.67 (3)');
    },
    SLOW,
  );

  it(
    'locks the stars when already rated, and says when a rating fails',
    async () => {
      signIn();
      fakeApi(routes({ 'POST /ratings/create': { status: 500, message: 'Boom' } }));
      const { user } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      await user.click((await stars())[1]);
      await user.click(within(await findDialog('Submit Rating')).getByRole('button', { name: 'Submit Rating' }));
      expect(await screen.findByText('Failed to send Rating. Please try again.')).toBeInTheDocument();
      expect(ratingLocked()).toBe(false);
    },
    SLOW,
  );

  it(
    'shows rated stars locked',
    async () => {
      signIn();
      fakeApi(routes({ [`GET /members/get/profile/${OTHER_ID}`]: { data: otherProfile({ isRated: true }) } }));
      renderApp(`/dashboard/profile/${OTHER_ID}`);
      await screen.findByRole('heading', { name: 'Bea Creator' });
      expect(ratingLocked()).toBe(true);
      expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    },
    SLOW,
  );

  it(
    'adds to favourites and offers View only on their posts',
    async () => {
      signIn();
      let reply: object = { status: 500, message: 'Boom' };
      const api = fakeApi(routes({ 'PUT /favourites/update-status': () => reply }));
      const { user } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      const card = await screen.findByTestId('post-card');
      expect(button(card, 'View')).toBeInTheDocument();
      expect(card.querySelectorAll('button')).toHaveLength(1);
      for (const text of ['Edit', 'Delete', /^Views\(/]) expect(within(card).queryByText(text)).toBeNull();
      expect(screen.queryByRole('button', { name: '+ Add Content' })).toBeNull();

      await user.click(screen.getByRole('button', { name: /Add to Fav/ }));
      expect(await screen.findByText('Failed to update favorite status.')).toBeInTheDocument();
      reply = { data: { memberId: OTHER_ID, isFavourite: true } };
      await user.click(screen.getByRole('button', { name: /Add to Fav/ }));
      expect(await screen.findByText('Favorite status updated successfully!')).toBeInTheDocument();
      expect(api.last('PUT', '/favourites/update-status')?.body).toEqual({ memberId: OTHER_ID, isFavourite: true });
      expect(await screen.findByRole('button', { name: /Remove from Fav/ })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'starts a chat after the confirmation and opens it on the Network screen',
    async () => {
      signIn();
      let reply: object = { status: 500, message: 'Boom' };
      const api = fakeApi(routes({ 'POST /chat/start': () => reply, 'GET /user-posts/posts': page([]) }));
      const { user, router } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      await user.click(await screen.findByRole('button', { name: /Send Message/ }));
      let dialog = await findDialog('Start Chat');
      expect(dialog).toHaveTextContent('Start a chat with Bea Creator?');
      expect(dialog).toHaveTextContent('Each message costs 0.5 credits.');
      await user.click(within(dialog).getByRole('button', { name: 'Start Chat' }));
      expect(await screen.findByText('Failed to create chat.')).toBeInTheDocument();

      reply = { data: { id: 'chat-9' } };
      dialog = await findDialog('Start Chat');
      await user.click(within(dialog).getByRole('button', { name: 'Start Chat' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chat'));
      expect(router.state.location.search).toBe('?chatId=chat-9');
      expect(api.last('POST', '/chat/start')?.body).toEqual({ receiverId: OTHER_ID });
    },
    SLOW,
  );

  it(
    'sends a gift of at least 1 credit once, with an Idempotency-Key',
    async () => {
      signIn();
      let reply: object = { status: 422, message: 'Your balance is too low for this.' };
      const api = fakeApi(routes({ 'POST /members/send-gift': () => reply }));
      const { user } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      await user.click(button(await screen.findByTestId('member-actions'), 'Send Gift'));
      const dialog = await findDialog('Send Gift');
      const amount = within(dialog).getByRole('spinbutton', { name: 'Amount (credits)' });
      expect(amount).toHaveAttribute('aria-valuemin', '1');
      await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }));
      expect(await within(dialog).findByText('Enter at least 1 credit.')).toBeInTheDocument();
      expect(api.last('POST', '/members/send-gift')).toBeUndefined();

      await user.type(amount, '5');
      await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }));
      expect(await screen.findByText('Failed to send gift. Please try again.')).toBeInTheDocument();
      expect(within(dialog).getByText('Your balance is too low for this.')).toBeInTheDocument();

      reply = { data: { id: 'g1', receiverId: OTHER_ID, sendGiftAmount: 5 } };
      await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }));
      expect(await screen.findByText('Gift sent')).toBeInTheDocument();
      const call = api.last('POST', '/members/send-gift')!;
      expect(call.body).toEqual({ receiverId: OTHER_ID, sendGiftAmount: 5 });
      expect(call.headers['Idempotency-Key']).toBeTruthy();
    },
    SLOW,
  );

  it(
    'sends the user to /dashboard with the server message when the profile cannot be loaded',
    async () => {
      signIn();
      fakeApi({ [`GET /members/get/profile/${OTHER_ID}`]: { status: 404, message: 'Member not found' } });
      const { router } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      expect(await screen.findByText('Member not found')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
    SLOW,
  );
});

describe('gifts received (issue 8)', () => {
  const ownProfile = {
    [`GET /members/get/profile/${MEMBER.id}`]: { data: profileOf() },
    'GET /user-posts/get-all': page([]),
  };
  const giftsCard = () => screen.findByTestId('gifts-received');

  it(
    "lists each gift's sender (linking to their profile), amount and date, and pages with 'Page x of y'",
    async () => {
      signIn();
      const api = fakeApi({
        ...ownProfile,
        'GET /members/gifts/received': (call) =>
          call.query.get('page') === '2'
            ? page(
                [giftOf({ id: 'g1', amount: 1, sender: { id: 'm3', name: 'Cy Fan', userProfile: { image: null } } })],
                2,
                2,
              )
            : page([giftOf({ id: 'g3', amount: 12.345 }), giftOf({ id: 'g2', amount: 2.5 })], 2),
      });
      const { user } = renderApp('/dashboard/profile');
      const card = await giftsCard();
      expect(within(card).getByText('Gifts received')).toBeInTheDocument();
      await waitFor(() => expect(within(card).getAllByTestId('gift-item')).toHaveLength(2));
      expect(api.last('GET', '/members/gifts/received')?.query.toString()).toBe('page=1&limit=10');
      const [newest, older] = within(card).getAllByTestId('gift-item');
      expect(within(newest).getByRole('link', { name: 'Bea Creator' })).toHaveAttribute(
        'href',
        `/dashboard/profile/${OTHER_ID}`,
      );
      expect(newest.querySelector('img')).toHaveAttribute('src', '/uploads/2026/11/bea.png');
      expect(within(newest).getByText('$12.34')).toBeInTheDocument();
      expect(within(newest).getByText(new Date('2026-11-20T10:00:00.000Z').toLocaleDateString())).toBeInTheDocument();
      expect(within(older).getByText('$2.50')).toBeInTheDocument();
      expect(within(card).getByText('Page 1 of 2')).toBeInTheDocument();

      await user.click(button(card, 'Next'));
      expect(await within(card).findByText('Page 2 of 2')).toBeInTheDocument();
      await waitFor(() => expect(within(card).getAllByTestId('gift-item')).toHaveLength(1));
      const [oldest] = within(card).getAllByTestId('gift-item');
      expect(within(oldest).getByRole('link', { name: 'Cy Fan' })).toHaveAttribute('href', '/dashboard/profile/m3');
      expect(within(oldest).getByText('$1.00')).toBeInTheDocument();
      expect(api.last('GET', '/members/gifts/received')?.query.toString()).toBe('page=2&limit=10');
    },
    SLOW,
  );

  it(
    "says 'No gifts yet', reads the list again when a gift arrives live, and shows none on another's profile",
    async () => {
      signIn();
      let gifts: ReturnType<typeof giftOf>[] = [];
      const api = fakeApi({
        ...ownProfile,
        'GET /members/gifts/received': () => page(gifts),
        // The member record opens the live connection.
        [`GET /members/${MEMBER.id}`]: { data: { ...MEMBER, daysLeft: 300, balance: 0, memberSubscription: null } },
        [`GET /members/get/profile/${OTHER_ID}`]: { data: otherProfile() },
        [`GET /user-posts/posts/${OTHER_ID}`]: page([]),
      });
      const { router } = renderApp('/dashboard/profile');
      expect(await within(await giftsCard()).findByText('No gifts yet')).toBeInTheDocument();
      expect(within(await giftsCard()).queryByTestId('pager')).toBeNull();

      await waitFor(() => expect(socket.handlers.get('notification')).toBeDefined());
      gifts = [giftOf()];
      const notice = { id: 'n1', title: 'Gift received', body: 'Bea Creator sent you 2.50 credits' };
      act(() =>
        socket.emitFromServer('notification', { ...notice, type: 'gift_received', createdAt: gifts[0].createdAt }),
      );
      expect(await within(await giftsCard()).findByText('$2.50')).toBeInTheDocument();

      const calls = api.calls.length;
      await act(() => router.navigate(`/dashboard/profile/${OTHER_ID}`));
      expect(await screen.findByRole('heading', { name: 'Bea Creator' })).toBeInTheDocument();
      expect(screen.queryByTestId('gifts-received')).toBeNull();
      expect(api.calls.slice(calls).some((call) => call.path.startsWith('/members/gifts/received'))).toBe(false);
    },
    SLOW,
  );
});

describe('own posts (spec 2, 5 and 8)', () => {
  const base = {
    [`GET /members/get/profile/${MEMBER.id}`]: { data: profileOf() },
  };

  it(
    'pages with Previous/Next and "Page x of y", and offers Edit, Delete, View and Views(count)',
    async () => {
      signIn();
      const api = fakeApi({
        ...base,
        'GET /user-posts/get-all': (call) =>
          call.path.includes('page=2')
            ? page([postOf({ id: 'p11', title: 'Eleventh', memberId: MEMBER.id })], 2, 2)
            : page([postOf({ id: 'p1', memberId: MEMBER.id, views: 3 })], 2, 1),
        'GET /user-posts/p1/views': page([]),
        'GET /user-posts/view/p1': { data: { data: postOf() } },
      });
      const { user, router } = renderApp('/dashboard/profile');
      const card = await screen.findByTestId('post-card');
      for (const text of ['Edit', 'Delete', 'View', 'Views(3)']) expect(button(card, text)).toBeInTheDocument();
      const pager = screen.getByTestId('pager');
      expect(pager).toHaveTextContent('Page 1 of 2');
      expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Eleventh')).toBeInTheDocument();
      expect(screen.getByTestId('pager')).toHaveTextContent('Page 2 of 2');
      expect(within(screen.getByTestId('pager')).getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(api.last('GET', '/user-posts/get-all')?.path).toBe('/user-posts/get-all?page=2&limit=10');

      await user.click(within(screen.getByTestId('pager')).getByRole('button', { name: 'Previous' }));
      const first = await screen.findByText('Sunset');
      await user.click(button(first.closest('[data-testid="post-card"]') as HTMLElement, 'Views(3)'));
      const log = await findDialog('Views of Sunset');
      expect(await within(log).findByText('No users have viewed this post.')).toBeInTheDocument();
      await user.click(within(log).getByRole('button', { name: 'Close' }));

      await user.click(button(screen.getByTestId('post-card'), 'View'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile/post-view/p1'));
    },
    SLOW,
  );

  it(
    'lists the view log: viewer, date and amount deducted',
    async () => {
      signIn();
      fakeApi({
        ...base,
        'GET /user-posts/get-all': page([postOf({ memberId: MEMBER.id, views: 1, costView: 2 })]),
        'GET /user-posts/p1/views': page([
          {
            viewer: { id: OTHER_ID, name: 'Bea Creator', userProfile: { image: null } },
            createdAt: '2026-11-21T09:00:00.000Z',
            amountDeduct: 2,
          },
        ]),
      });
      const { user } = renderApp('/dashboard/profile');
      await user.click(await screen.findByRole('button', { name: /Views\(1\)/ }));
      const log = await findDialog('Views of Sunset');
      expect(await within(log).findByText('Bea Creator')).toBeInTheDocument();
      expect(within(log).getByText('$2.00')).toBeInTheDocument();
      for (const header of ['Viewer', 'Date', 'Amount'])
        expect(within(log).getAllByText(header).length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'deletes a post after the confirmation',
    async () => {
      signIn();
      let reply: object = { status: 500, message: 'Boom' };
      let posts = [postOf({ memberId: MEMBER.id })];
      const api = fakeApi({
        ...base,
        'GET /user-posts/get-all': () => page(posts),
        'DELETE /user-posts/delete/p1': () => reply,
      });
      const { user } = renderApp('/dashboard/profile');
      const confirmDelete = async () => {
        await user.click(button(await screen.findByTestId('post-card'), 'Delete'));
        const question = await screen.findByText('Delete this post? This cannot be undone.');
        await user.click(
          within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
        );
      };
      await confirmDelete();
      expect(await screen.findByText('Failed to delete post.')).toBeInTheDocument();

      reply = { data: null };
      posts = [];
      await confirmDelete();
      expect(await screen.findByText('Post deleted successfully.')).toBeInTheDocument();
      expect(await screen.findByText('No posts found!')).toBeInTheDocument();
      expect(api.last('DELETE', '/user-posts/delete/p1')).toBeDefined();
    },
    SLOW,
  );

  it(
    'enables Save only with a title and an uploaded file, and creates the post',
    async () => {
      signIn();
      const api = fakeApi({
        ...base,
        'GET /user-posts/get-all': page([]),
        'POST /user-posts/create': { data: postOf({ memberId: MEMBER.id }) },
        'POST /uploads': {
          data: {
            relativePath: 'uploads/2026/11/song.mp3',
            path: 'http://localhost:5173/uploads/2026/11/song.mp3',
            fileType: 'audio',
            formatType: 'mp3',
          },
        },
      });
      const { user } = renderApp('/dashboard/profile');
      await user.click(await screen.findByRole('button', { name: '+ Add Content' }));
      const dialog = await findDialog('Add Content');
      const save = within(dialog).getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Title'), 'Sea song');
      expect(save).toBeDisabled();
      expect(within(dialog).getByRole('spinbutton', { name: 'Cost per view (credits)' })).toHaveAttribute(
        'aria-valuemin',
        '0',
      );

      await user.upload(
        within(dialog).getByLabelText('Post file'),
        new File(['id3'], 'song.mp3', { type: 'audio/mpeg' }),
      );
      expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
      expect(api.uploads.map((file) => file.name)).toEqual(['song.mp3']);
      await waitFor(() => expect(save).toBeEnabled());
      await user.clear(within(dialog).getByLabelText('Title'));
      await waitFor(() => expect(save).toBeDisabled());
      await user.type(within(dialog).getByLabelText('Title'), 'Sea song');
      await user.type(within(dialog).getByLabelText('Description'), 'Waves');
      const cost = within(dialog).getByRole('spinbutton', { name: 'Cost per view (credits)' });
      await user.clear(cost);
      await user.type(cost, '2');
      await user.click(within(dialog).getByLabelText(/Private/));
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
      expect(api.last('POST', '/user-posts/create')?.body).toEqual({
        title: 'Sea song',
        description: 'Waves',
        postFilePath: 'http://localhost:5173/uploads/2026/11/song.mp3',
        postRelativePath: 'uploads/2026/11/song.mp3',
        postFileType: 'audio',
        postType: 'file',
        costView: 2,
        targetView: 0,
        isPrivate: true,
      });
    },
    SLOW,
  );

  it(
    "says 'Error deleting post.' when the delete gets no answer, and 'Failed to fetch Posts' when the server refuses the list",
    async () => {
      signIn();
      let list: () => Reply = () => page([postOf({ memberId: MEMBER.id })]);
      fakeApi({
        ...base,
        'GET /user-posts/get-all': () => list(),
        'DELETE /user-posts/delete/p1': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const { user } = renderApp('/dashboard/profile');
      await user.click(button(await screen.findByTestId('post-card'), 'Delete'));
      const question = await screen.findByText('Delete this post? This cannot be undone.');
      await user.click(within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Error deleting post.')).toBeInTheDocument();
      expect(screen.queryByText('Failed to delete post.')).toBeNull();
      expect(screen.getByTestId('post-card')).toBeInTheDocument();

      // The server answers the next read with a refusal; a read that never arrives is 'Error fetching posts'.
      list = () => ({ status: 500, message: 'Boom' });
      await user.click(within(screen.getByTestId('pager')).getByRole('combobox', { name: 'Posts per page' }));
      await user.click(await screen.findByRole('option', { name: '5 / page' }));
      expect(await screen.findByText('Failed to fetch Posts')).toBeInTheDocument();
      expect(await screen.findByText('No posts found!')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'updates a post that has an id',
    async () => {
      signIn();
      let reply: object = { status: 500, message: 'Boom' };
      const api = fakeApi({
        ...base,
        'GET /user-posts/get-all': page([postOf({ memberId: MEMBER.id })]),
        'PUT /user-posts/update/p1': () => reply,
      });
      const { user } = renderApp('/dashboard/profile');
      await user.click(button(await screen.findByTestId('post-card'), 'Edit'));
      const dialog = await findDialog('Edit Content');
      const title = within(dialog).getByLabelText('Title');
      expect(title).toHaveValue('Sunset');
      await user.type(title, ' II');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Failed to update post')).toBeInTheDocument();
      reply = { data: postOf() };
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
      expect(api.last('PUT', '/user-posts/update/p1')?.body).toMatchObject({
        title: 'Sunset II',
        postRelativePath: 'uploads/2026/11/sunset.png',
        postFileType: 'image',
      });
      expect(api.last('POST', '/user-posts/create')).toBeUndefined();
    },
    SLOW,
  );
});
