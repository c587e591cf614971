import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/forms';
import { PostShow } from './PostShow';

const POST = {
  id: 'p1',
  memberId: 'm1',
  memberName: 'Ada Author',
  memberEmail: 'ada@example.test',
  title: 'Sunset over the bay',
  description: 'A long exposure.',
  postRelativePath: 'uploads/2026/11/ab12cd.mp3',
  postFileType: 'audio',
  mediaUrl: 'http://web.test/api/media/uploads/2026/11/ab12cd.mp3?exp=1&sig=x',
  costView: 2.5,
  targetView: 100,
  isPrivate: false,
  views: 3,
  paidViewsTotal: 7.5,
  likeCount: 2,
  hidden: false,
  hiddenAt: null,
  hiddenReason: null,
  hiddenByName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderShow(post: Record<string, unknown>, moderatePost = vi.fn().mockResolvedValue({ data: post })) {
  const dataProvider = {
    ...testDataProvider({
      getOne: async () => ({ data: post }) as never,
      getMany: async () => ({ data: [{ id: 'm1', name: 'Ada Author' }] }) as never,
    }),
    moderatePost,
  };
  renderPage({ resource: 'posts', url: '/posts/p1/show', path: '/posts/:id/show', page: <PostShow />, dataProvider });
  return moderatePost;
}

// The first render loads MUI and react-admin: slow on a busy machine.
describe('post show', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('plays the file through its signed link and hides the post with the reason its author reads', async () => {
    const moderatePost = renderShow(POST);
    const audio = await screen.findByTestId('post-audio');
    expect(audio.getAttribute('src')).toBe(POST.mediaUrl);
    expect((await screen.findByTestId('post-hidden')).textContent).toBe('Visible');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Hide' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: '  Spam links  ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(moderatePost).toHaveBeenCalledWith('p1', 'hide', 'Spam links'));
  });

  it('shows why a hidden post is hidden, and shows it again after a confirmation', async () => {
    const moderatePost = renderShow({
      ...POST,
      postFileType: 'image',
      hidden: true,
      hiddenAt: '2026-11-21T09:00:00.000Z',
      hiddenReason: 'Nudity',
      hiddenByName: 'Root Admin',
    });
    expect((await screen.findByTestId('post-hidden')).textContent).toBe('Hidden by Root Admin: Nudity');
    expect(screen.getByTestId('post-image').getAttribute('src')).toBe(POST.mediaUrl);
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unhide' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(moderatePost).toHaveBeenCalledWith('p1', 'unhide', undefined));
  });
});
