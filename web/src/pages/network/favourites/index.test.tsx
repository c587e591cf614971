import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, renderApp, signIn, type Call } from '../../../test/render';
import { OTHER_ID, otherProfile } from '../../profile/fixtures';

// Role queries skip the accessibility-tree check (slow under antd's CSS-in-JS); they are scoped.
configure({ defaultHidden: true });
beforeAll(async () => {
  await Promise.all([import('../index'), import('../../../layouts/dashboard-layout'), import('../../profile')]);
}, 120_000);
const SLOW = 120_000;

const CLEO_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const favourite = (id: string, name: string) => ({
  memberId: id,
  isFavourite: true,
  member: { id, name, userProfile: { image: null } },
});

/** A server's list of `names`, paged by the call's page and limit as the favourites routes do. */
function pagedList(members: ReturnType<typeof favourite>[]) {
  return (call: Call) => {
    const page = Number(call.query.get('page') ?? 1);
    const limit = Number(call.query.get('limit') ?? 10);
    return {
      data: {
        items: members.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: members.length, totalPages: Math.ceil(members.length / limit) },
      },
    };
  };
}

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    favourite(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, `Member ${index + 1}`),
  );

const list = (testId: string) => within(screen.getByTestId(testId));

describe('Network screen, Favourites (spec 3 and 7)', () => {
  it(
    'lists my favourites and who favoured me, each a link to the profile, from ?tab=favourites',
    async () => {
      signIn();
      fakeApi({
        'GET /favourites/favourite-by': pagedList([favourite(CLEO_ID, 'Cleo Creator')]),
        'GET /favourites': pagedList([favourite(OTHER_ID, 'Bea Creator')]),
        'GET /members/get/profile/*': { data: otherProfile({ isFavourite: true }) },
        'GET /user-posts/posts/*': { data: { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } } },
      });
      const { user, router } = renderApp('/dashboard/chat?tab=favourites');
      expect(await screen.findByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
      const mine = await screen.findByTestId('my-favourites');
      expect(within(mine).getByText('My favourites')).toBeInTheDocument();
      const bea = await within(mine).findByRole('link', { name: /Bea Creator/ });
      expect(bea).toHaveAttribute('href', `/dashboard/profile/${OTHER_ID}`);
      const cleo = await list('favoured-me').findByRole('link', { name: /Cleo Creator/ });
      expect(cleo).toHaveAttribute('href', `/dashboard/profile/${CLEO_ID}`);
      expect(list('favoured-me').getByText('Who favoured me')).toBeInTheDocument();

      await user.click(bea);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/profile/${OTHER_ID}`));
      expect(await screen.findByRole('button', { name: /Remove from Fav/ })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "opens from the tab, says 'Loading...' first and shows each list's empty state",
    async () => {
      signIn();
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      fakeApi({
        'GET /user-posts/posts': { data: { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } } },
        'GET /favourites/favourite-by': async (call) => {
          await held;
          return pagedList([])(call);
        },
        'GET /favourites': async (call) => {
          await held;
          return pagedList([])(call);
        },
      });
      const { user, router } = renderApp('/dashboard/chat');
      await user.click(await screen.findByRole('tab', { name: 'Favourites' }));
      expect(router.state.location.search).toBe('?tab=favourites');
      expect(await list('my-favourites').findByText('Loading...')).toBeInTheDocument();
      expect(list('favoured-me').getByText('Loading...')).toBeInTheDocument();
      answer();
      expect(
        await list('my-favourites').findByText('You have not added anyone to your favourites yet.'),
      ).toBeInTheDocument();
      expect(await list('favoured-me').findByText('Nobody has added you to their favourites yet.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'pages with the generic pager: 10 a page first, Next, and 5, 10 or 15 per page (a new size from page 1)',
    async () => {
      signIn();
      const api = fakeApi({
        'GET /favourites/favourite-by': pagedList([]),
        'GET /favourites': pagedList(many(23)),
      });
      const { user } = renderApp('/dashboard/chat?tab=favourites');
      const mine = await screen.findByTestId('my-favourites');
      await waitFor(() => expect(within(mine).getAllByTestId('favourite-item')).toHaveLength(10));
      expect(within(mine).getByText('Page 1 of 3')).toBeInTheDocument();
      await user.click(within(mine).getByRole('button', { name: 'Next' }));
      expect(await within(mine).findByText('Page 2 of 3')).toBeInTheDocument();
      expect(within(mine).getByText('Member 11')).toBeInTheDocument();

      const size = within(mine).getByRole('combobox', { name: 'My favourites: members per page' });
      await user.click(size);
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['5 / page', '10 / page', '15 / page']);
      await user.click(screen.getByRole('option', { name: '15 / page' }));
      expect(await within(mine).findByText('Page 1 of 2')).toBeInTheDocument();
      await waitFor(() => expect(within(mine).getAllByTestId('favourite-item')).toHaveLength(15));
      const last = api.last('GET', '/favourites?');
      expect(last?.query.get('limit')).toBe('15');
      expect(last?.query.get('page')).toBe('1');
    },
    SLOW,
  );

  it(
    "says 'Failed to fetch favorite status.' when a list cannot be read and 'Unexpected response format.' for a malformed one",
    async () => {
      signIn();
      let mine: object = { status: 503, message: 'Try again later.' };
      fakeApi({
        'GET /favourites/favourite-by': { data: { rows: [] } },
        'GET /favourites': () => mine,
      });
      const { user } = renderApp('/dashboard/chat?tab=favourites');
      expect(await screen.findByText('Unexpected response format.')).toBeInTheDocument();
      // The toast, and the list's own place.
      await waitFor(() => expect(screen.getAllByText('Failed to fetch favorite status.')).toHaveLength(2));
      // Nothing false is shown in their place; Try again reads the list again.
      expect(screen.queryByText('You have not added anyone to your favourites yet.')).toBeNull();
      mine = {
        data: {
          items: [favourite(OTHER_ID, 'Bea Creator')],
          pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
        },
      };
      await user.click(list('my-favourites').getByRole('button', { name: 'Try again' }));
      expect(await list('my-favourites').findByRole('link', { name: /Bea Creator/ })).toBeInTheDocument();
    },
    SLOW,
  );
});
