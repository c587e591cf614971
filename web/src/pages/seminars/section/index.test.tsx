import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, MEMBER, renderApp, signIn } from '../../../test/render';
import { comment, commentPage, locked, medium, ownComment, section } from '../test-fixtures';

const PATH = '/dashboard/seminars/seminar-1/sections/section-1';

beforeAll(
  () =>
    Promise.all([
      import('./index'),
      import('../../../layouts/dashboard-layout'),
      import('../../../components/toast-host'),
    ]),
  60_000,
);

function fakeSection(media = [medium(1)], comments = commentPage([]), extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /seminar-sections/section-1': { data: { ...section(1), seminarTitle: 'Getting started' } },
    'GET /seminar-sections/section-1/media': { data: media },
    'GET /comments/section-1': comments,
    ...extra,
  });
}

const playlistItem = (title: string) =>
  screen.getAllByTestId('playlist-item').find((item) => within(item).queryByText(title))!;

describe('seminar section (spec 2): player, playlist and comments', () => {
  it('plays the first open medium; the playlist marks locked items with the level that opens them', async () => {
    signIn();
    fakeSection([
      locked(1, 'gold', { title: 'Advanced' }),
      medium(2, { title: 'Basics' }),
      locked(3, 'silver', { title: 'More', mime: 'audio/mpeg' }),
    ]);
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Section 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Getting started/ })).toHaveAttribute(
      'href',
      '/dashboard/seminars/seminar-1',
    );
    const video = screen.getByTestId('media-video');
    expect(video).toHaveAttribute('src', 'http://web.test/uploads/2026/11/lesson-2.webm');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByTestId('now-playing')).toHaveTextContent('Basics');

    const playlist = screen.getByRole('list', { name: 'Playlist' });
    expect(
      within(playlist)
        .getAllByTestId('playlist-item')
        .map((item) => item.textContent),
    ).toEqual(['1AdvancedAvailable from Gold', '2Basics', '3MoreAvailable from Silver']);
    expect(playlistItem('Basics')).toHaveAttribute('aria-current', 'true');
    expect(within(playlistItem('Advanced')).getByLabelText('Locked')).toBeInTheDocument();
    expect(within(playlistItem('Basics')).queryByLabelText('Locked')).toBeNull();
  });

  it('shows a locked medium as locked in the player, saying which level opens it', async () => {
    signIn();
    fakeSection([medium(1, { title: 'Basics' }), locked(2, 'cash', { title: 'Pro' })]);
    const { user } = renderApp(PATH);
    await screen.findByTestId('media-video');
    await user.click(playlistItem('Pro'));
    const lockedView = await screen.findByTestId('media-locked');
    expect(lockedView).toHaveTextContent('Available from Cash');
    expect(screen.queryByTestId('media-video')).toBeNull();
    expect(screen.getByTestId('now-playing')).toHaveTextContent('Pro');
  });

  it('plays video, audio and pictures each in their own player, by mime type', async () => {
    signIn();
    fakeSection([
      medium(1, { title: 'Clip' }),
      medium(2, { title: 'Podcast', mime: 'audio/mpeg', path: 'http://web.test/uploads/2026/11/talk.mp3' }),
      medium(3, { title: 'Slides', mime: 'image/png', path: 'http://web.test/uploads/2026/11/slide.png' }),
    ]);
    const { user } = renderApp(PATH);
    await screen.findByTestId('media-video');
    await user.click(playlistItem('Podcast'));
    expect(await screen.findByTestId('media-audio')).toHaveAttribute('src', 'http://web.test/uploads/2026/11/talk.mp3');
    expect(screen.queryByTestId('media-video')).toBeNull();
    await user.click(playlistItem('Slides'));
    const picture = await screen.findByTestId('media-image');
    expect(picture).toHaveAttribute('src', 'http://web.test/uploads/2026/11/slide.png');
    expect(picture).toHaveAttribute('alt', 'Slides');
  });

  it('when every medium is locked, shows the first one locked', async () => {
    signIn();
    fakeSection([locked(1, 'silver', { title: 'Only' })]);
    renderApp(PATH);
    expect(await screen.findByTestId('media-locked')).toHaveTextContent('Available from Silver');
  });

  it('lists comments newest first with their authors, as text (markup is never run)', async () => {
    signIn();
    fakeSection(
      [medium(1)],
      commentPage([
        comment(2, {
          text: '<script>window.hacked = true</script><b>bold</b>',
          member: { id: 'b', name: 'Bob', userProfile: { image: null } },
        }),
        comment(1, { text: 'First!', member: { id: 'a', name: 'Ann', userProfile: { image: null } } }),
      ]),
    );
    renderApp(PATH);
    const items = await screen.findAllByTestId('comment');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Bob')).toBeInTheDocument();
    expect(within(items[0]).getByText('<script>window.hacked = true</script><b>bold</b>')).toBeInTheDocument();
    expect(items[0].querySelector('script, b')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(items[1]).getByText('Ann')).toBeInTheDocument();
    expect(screen.getByText('Comments (2)')).toBeInTheDocument();
  });

  it("says 'No comments yet', posts a comment as the member and shows it first", async () => {
    signIn();
    const api = fakeSection([medium(1)], commentPage([]), {
      'POST /comments': (call) => ({ status: 201, data: ownComment((call.body as { text: string }).text) }),
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your comment'), 'Very clear, thanks <3');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const [posted] = await screen.findAllByTestId('comment');
    expect(within(posted).getByText('Very clear, thanks <3')).toBeInTheDocument();
    expect(within(posted).getByText(MEMBER.name)).toBeInTheDocument();
    expect(api.last('POST', '/comments')?.body).toEqual({
      memberId: MEMBER.id,
      sectionId: 'section-1',
      text: 'Very clear, thanks <3',
    });
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
  });

  it('has no validation: an empty or blank comment just sends nothing', async () => {
    signIn();
    const api = fakeSection();
    const { user } = renderApp(PATH);
    await screen.findByText('No comments yet');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await user.type(screen.getByLabelText('Your comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.queryByText(/Write a comment first|required/i)).toBeNull();
  });

  it("shows the server's refusal as a toast and keeps the text", async () => {
    signIn();
    fakeSection([medium(1)], commentPage([]), {
      'POST /comments': {
        status: 400,
        message: 'A comment is at most 2000 characters.',
        errors: [{ param: 'text', msg: 'A comment is at most 2000 characters.' }],
      },
    });
    const { user } = renderApp(PATH);
    await screen.findByText('No comments yet');
    await user.type(screen.getByLabelText('Your comment'), 'Too long, says the server');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('A comment is at most 2000 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toHaveValue('Too long, says the server');
  });

  it('loads older comments page by page', async () => {
    signIn();
    const first = Array.from({ length: 10 }, (_, i) => comment(20 - i));
    const api = fakeApi({
      'GET /seminar-sections/section-1': { data: { ...section(1), seminarTitle: 'Getting started' } },
      'GET /seminar-sections/section-1/media': { data: [medium(1)] },
      'GET /comments/section-1': (call) =>
        call.path.includes('page=2') ? commentPage([comment(10)], 11, 2) : commentPage(first, 11),
    });
    const { user } = renderApp(PATH);
    expect(await screen.findAllByTestId('comment')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(11));
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
    expect(api.last('GET', '/comments/section-1')?.path).toBe('/comments/section-1?page=2&limit=10');
  });

  it('says the section does not exist when the server answers 404', async () => {
    signIn();
    fakeApi({
      'GET /seminar-sections/section-1': { status: 404, message: 'This section does not exist.' },
      'GET /seminar-sections/section-1/media': { status: 404, message: 'This section does not exist.' },
    });
    renderApp(PATH);
    expect(await screen.findByText('This section does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to seminars/ })).toHaveAttribute(
      'href',
      '/dashboard/seminars/seminar-1',
    );
  });
});
