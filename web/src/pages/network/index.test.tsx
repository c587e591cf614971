import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../test/fake-socket';
import { fakeApi, renderApp, signIn } from '../../test/render';
import { OTHER_ID, page, postOf } from '../profile/fixtures';
import { CHAT_ID, chatOf, MEMBER_RECORD, messageOf, paged } from './messages/fixtures';

// Role queries skip the accessibility-tree check (slow under antd's CSS-in-JS); they are scoped.
configure({ defaultHidden: true });
beforeAll(async () => {
  await Promise.all([import('./index'), import('../../layouts/dashboard-layout')]);
}, 120_000);
const SLOW = 120_000;

const LONG = 'A'.repeat(95) + 'BCDEFGHIJ' + ' and the rest of a long story.';
const EXACTLY_100 = 'C'.repeat(99) + 'D';

describe('Network screen, Lounge (spec 2, 4, 5 and 9)', () => {
  it(
    "has the tabs Lounge (open first) and Messages, and says 'No content yet' for an empty feed",
    async () => {
      signIn();
      fakeApi({ 'GET /user-posts/posts': page([]) });
      renderApp('/dashboard/chat');
      const tabs = await screen.findByRole('tablist');
      expect(within(tabs).getByRole('tab', { name: 'Lounge' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('No content yet')).toBeInTheDocument();
      expect(within(tabs).getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'false');
    },
    SLOW,
  );

  it(
    "cuts the description at 100 characters with 'more' and 'less', and blurs paid posts",
    async () => {
      signIn();
      const api = fakeApi({
        'GET /user-posts/posts': page([
          postOf({ id: 'p1', description: LONG }),
          postOf({ id: 'p2', title: 'Paid', costView: 4, isLocked: true, postFilePath: null, postRelativePath: null }),
          postOf({ id: 'p3', description: EXACTLY_100 }),
        ]),
      });
      const { user } = renderApp('/dashboard/chat');
      const [first, paid, exact] = await screen.findAllByTestId('feed-post');
      // 100 characters are not more than 100: shown whole, without a 'more' toggle.
      expect(within(exact).getByTestId('feed-description').textContent).toBe(EXACTLY_100);
      expect(within(exact).queryByRole('button', { name: 'more' })).toBeNull();
      const description = within(first).getByTestId('feed-description');
      expect(description).toHaveTextContent(`${LONG.slice(0, 100)}...`);
      expect(description).not.toHaveTextContent('the rest');
      await user.click(within(description).getByRole('button', { name: 'more' }));
      expect(description).toHaveTextContent(LONG);
      await user.click(within(description).getByRole('button', { name: 'less' }));
      expect(description).toHaveTextContent(`${LONG.slice(0, 100)}...`);

      const blurred = within(paid).getByTestId('locked-media');
      expect(blurred.style.filter).toMatch(/blur\(/);
      expect(blurred.style.opacity).toBe('0.5');
      expect(paid).toHaveTextContent('4 credits');
      // The link's name holds the words it shows (WCAG 2.5.3, label in name).
      expect(within(paid).getByRole('link', { name: 'Paid: Paid post · 4 credits, view it' })).toHaveAttribute(
        'href',
        '/dashboard/profile/post-view/p2',
      );
      expect(within(first).getByRole('link', { name: 'Bea Creator' })).toHaveAttribute(
        'href',
        `/dashboard/profile/${OTHER_ID}`,
      );
      expect(api.last('GET', '/user-posts/posts')?.path).toBe('/user-posts/posts?page=1&limit=10');
    },
    SLOW,
  );

  it(
    'toggles a like: isLiked flips and likeCount never goes below 0; a refusal and no answer each say so',
    async () => {
      signIn();
      let reply: object = { data: { postId: 'p1', isLiked: false, likeCount: 0 } };
      let offline = false;
      const api = fakeApi({
        'GET /user-posts/posts': page([postOf({ isLiked: true, likeCount: 0 })]),
        'POST /user-posts/add-like': () => {
          if (offline) throw new TypeError('Failed to fetch');
          return reply;
        },
      });
      const { user } = renderApp('/dashboard/chat');
      const post = await screen.findByTestId('feed-post');
      await user.click(within(post).getByRole('button', { name: /Unlike/ }));
      const like = await within(post).findByRole('button', { name: /^Like/ });
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(within(post).getByTestId('like-count')).toHaveTextContent('0');
      expect(api.last('POST', '/user-posts/add-like')?.body).toEqual({ postId: 'p1', isLike: false });

      await user.click(like);
      await waitFor(() => expect(within(post).getByTestId('like-count')).toHaveTextContent('1'));
      expect(within(post).getByRole('button', { name: /Unlike/ })).toHaveAttribute('aria-pressed', 'true');
      expect(api.last('POST', '/user-posts/add-like')?.body).toEqual({ postId: 'p1', isLike: true });

      reply = { status: 500, message: 'Boom' };
      await user.click(within(post).getByRole('button', { name: /Unlike/ }));
      expect(await screen.findByText('Failed to toggle like. Please try again.')).toBeInTheDocument();
      expect(within(post).getByTestId('like-count')).toHaveTextContent('1');

      // No answer at all (offline): spec 8's other wording, and the count stays.
      offline = true;
      await user.click(within(post).getByRole('button', { name: /Unlike/ }));
      expect(await screen.findByText('An error occurred while toggling like.')).toBeInTheDocument();
      expect(within(post).getByTestId('like-count')).toHaveTextContent('1');
    },
    SLOW,
  );

  it(
    'filters by category and pages with "Page x of y"',
    async () => {
      signIn();
      const api = fakeApi({
        'GET /user-posts/posts': (call) =>
          call.path.includes('page=2')
            ? page([postOf({ id: 'p2', title: 'Second page' })], 2, 2)
            : page([postOf()], 2, 1),
      });
      const { user } = renderApp('/dashboard/chat');
      expect(await screen.findByTestId('pager')).toHaveTextContent('Page 1 of 2');
      await user.click(within(screen.getByTestId('pager')).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Second page')).toBeInTheDocument();
      expect(screen.getByTestId('pager')).toHaveTextContent('Page 2 of 2');

      await user.click(screen.getByRole('combobox', { name: 'Category' }));
      await user.click(await screen.findByTitle('Coach'));
      await waitFor(() =>
        expect(api.last('GET', '/user-posts/posts')?.path).toBe('/user-posts/posts?category=coach&page=1&limit=10'),
      );
    },
    SLOW,
  );

  it(
    'searches members: names cut to 13 characters plus "...", each a link to the profile',
    async () => {
      signIn();
      let reply: object = { status: 500, message: 'Boom' };
      const api = fakeApi({ 'GET /user-posts/posts': page([]), 'GET /users/search/users': () => reply });
      const { user } = renderApp('/dashboard/chat');
      const box = await screen.findByLabelText('Search members');
      await user.type(box, 'bar{Enter}');
      expect(await screen.findByText('Failed to search members. Please try again.')).toBeInTheDocument();

      reply = {
        data: [
          { id: OTHER_ID, name: 'Bartholomew Fitzgerald', category: 'coach', userProfile: { image: null } },
          { id: 'm2', name: 'Barbara Short', category: 'user', userProfile: { image: null } },
        ],
      };
      await user.type(box, '{Enter}');
      const results = await screen.findByTestId('member-search-results');
      const long = await within(results).findByRole('link', { name: /Bartholomew F\.\.\./ });
      expect(long).toHaveAttribute('href', `/dashboard/profile/${OTHER_ID}`);
      expect(within(long).getByText('Bartholomew F...')).toBeInTheDocument();
      expect(long).toHaveAttribute('title', 'Bartholomew Fitzgerald');
      expect(within(results).getByRole('link', { name: /Barbara Short/ })).toHaveAttribute(
        'href',
        '/dashboard/profile/m2',
      );
      expect(within(results).queryByText('Barbara Short...')).toBeNull();
      expect(api.last('GET', '/users/search/users')?.path).toBe('/users/search/users?name=bar');
    },
    SLOW,
  );
});

describe('Network screen, the tab in the address (spec 2)', () => {
  it(
    'selects Messages for ?chatId= even while the screen is open, and choosing a tab updates the address',
    async () => {
      signIn();
      fakeApi({
        'GET /members/*': MEMBER_RECORD,
        'GET /user-posts/posts': page([]),
        'GET /chat/all-chats': paged([chatOf()]),
        [`GET /chat/get-messages/${CHAT_ID}`]: paged({ messages: [messageOf(1)], chat: chatOf() }),
      });
      const { router, user } = renderApp('/dashboard/chat');
      const tabs = await screen.findByRole('tablist');
      const tab = (name: string) => within(tabs).getByRole('tab', { name });
      expect(tab('Lounge')).toHaveAttribute('aria-selected', 'true');

      // A link to a chat while the Lounge is open (a notification, a profile's Send Message).
      await act(() => router.navigate(`/dashboard/chat?chatId=${CHAT_ID}`));
      await waitFor(() => expect(tab('Messages')).toHaveAttribute('aria-selected', 'true'));
      expect(await screen.findByTestId('chat-thread')).toBeInTheDocument();

      await user.click(tab('Lounge'));
      await waitFor(() => expect(tab('Lounge')).toHaveAttribute('aria-selected', 'true'));
      expect(router.state.location.search).toBe('');
      expect(screen.queryByTestId('chat-thread')).toBeNull();

      await user.click(tab('Messages'));
      await waitFor(() => expect(tab('Messages')).toHaveAttribute('aria-selected', 'true'));
      expect(router.state.location.search).toBe('?tab=messages');
      expect(await screen.findByTestId('chat-item')).toBeInTheDocument();

      // Back goes to the tab before.
      await act(() => router.navigate(-1));
      await waitFor(() => expect(tab('Lounge')).toHaveAttribute('aria-selected', 'true'));
    },
    SLOW,
  );
});
