import { POST_MSG } from '@earnwave/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../test/fake-socket';
import { captureDownloads } from '../../test/downloads';
import { fakeApi, findDialog, MEMBER, renderApp, signIn, type Reply } from '../../test/render';
import { OTHER_ID, page, postOf, profileOf } from '../profile/fixtures';

// Role queries skip the accessibility-tree check (slow under antd's CSS-in-JS); they are scoped.
configure({ defaultHidden: true });
beforeAll(async () => {
  await Promise.all([import('./index'), import('../profile'), import('../../layouts/dashboard-layout')]);
}, 120_000);
const SLOW = 120_000;

/** The post view opened from a profile, so that Back and a failure have a page to return to. */
async function openFromProfile(postId = 'p1') {
  const app = renderApp('/dashboard/profile');
  await screen.findByRole('heading', { name: MEMBER.name });
  await app.router.navigate(`/dashboard/profile/post-view/${postId}`);
  return app;
}
const profileRoutes = {
  [`GET /members/get/profile/${MEMBER.id}`]: { data: profileOf() },
  'GET /user-posts/get-all': page([]),
};

describe('post view (spec 2, 4 and 8)', () => {
  it(
    'shows the media by file type, the title and the description, and Back returns',
    async () => {
      signIn();
      let post = postOf({ description: 'Line one\n<i>not markup</i>' });
      fakeApi({ ...profileRoutes, 'GET /user-posts/view/p1': () => ({ data: { data: post } }) });
      const { user, router } = await openFromProfile();
      expect(await screen.findByRole('heading', { name: 'Sunset' })).toBeInTheDocument();
      expect(screen.getByTestId('post-image')).toHaveAttribute('src', post.postFilePath);
      expect(screen.getByText(/<i>not markup<\/i>/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Bea Creator' })).toHaveAttribute(
        'href',
        `/dashboard/profile/${OTHER_ID}`,
      );
      expect(screen.queryByText(/credits\? The credits are deducted/)).toBeNull();

      await user.click(screen.getByRole('button', { name: /Back$/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));

      post = postOf({ postFileType: 'video', postFilePath: null, postRelativePath: 'uploads/2026/11/clip.mp4' });
      await router.navigate('/dashboard/profile/post-view/p1');
      const video = await screen.findByTestId('post-video');
      expect(video).toHaveAttribute('src', '/uploads/2026/11/clip.mp4');
      // A player is named by the post's title, as its picture would be (screen readers say what plays).
      expect(video).toHaveAttribute('aria-label', 'Sunset');
      await user.click(screen.getByRole('button', { name: /Back$/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));

      post = postOf({ postFileType: 'audio', postFilePath: 'http://localhost:5173/media/song.mp3?sig=x' });
      await router.navigate('/dashboard/profile/post-view/p1');
      const audio = await screen.findByTestId('post-audio');
      expect(audio).toHaveAttribute('src', 'http://localhost:5173/media/song.mp3?sig=x');
      expect(audio).toHaveAttribute('aria-label', 'Sunset');
    },
    SLOW,
  );

  it(
    'blurs a locked paid post, names the price, and charges only after the confirmation',
    async () => {
      signIn();
      const locked = postOf({ costView: 2.5, isLocked: true, postFilePath: null, postRelativePath: null });
      const api = fakeApi({
        ...profileRoutes,
        'GET /user-posts/view/p1': (call) =>
          call.path.includes('confirm=true')
            ? { data: { data: postOf({ costView: 2.5, postFileType: 'video', postFilePath: 'http://x/m/p1?sig=1' }) } }
            : { data: { data: locked } },
      });
      const { user } = await openFromProfile();
      let dialog = await findDialog('Paid post');
      expect(dialog).toHaveTextContent('View this post for 2.5 credits? The credits are deducted from your balance.');
      const blurred = screen.getByTestId('locked-media');
      expect(blurred.style.filter).toMatch(/blur\(/);
      expect(blurred.style.opacity).toBe('0.5');
      expect(screen.queryByTestId('post-image')).toBeNull();
      const charged = () => api.calls.filter((call) => call.path.includes('confirm=true'));
      expect(charged()).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(charged()).toHaveLength(0);
      expect(screen.getByTestId('locked-media')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /View for 2.5 credits/ }));
      dialog = await findDialog('Paid post');
      await user.click(within(dialog).getByRole('button', { name: 'View' }));
      expect(await screen.findByTestId('post-video')).toHaveAttribute('src', 'http://x/m/p1?sig=1');
      expect(screen.queryByTestId('locked-media')).toBeNull();
      expect(charged()).toHaveLength(1);
      expect(charged()[0].path).toBe('/user-posts/view/p1?confirm=true&costView=2.5');
      expect(charged()[0].headers['Idempotency-Key']).toBeTruthy();
    },
    SLOW,
  );

  it(
    'charges nothing when the author changed the price meanwhile: shows the new price and asks again',
    async () => {
      signIn();
      const locked = postOf({ costView: 0.01, isLocked: true, postFilePath: null, postRelativePath: null });
      const api = fakeApi({
        ...profileRoutes,
        'GET /user-posts/view/p1': (call) => {
          if (!call.query.has('confirm')) return { data: { data: locked } };
          if (call.query.get('costView') === '90')
            return { data: { data: postOf({ costView: 90, postFilePath: 'http://x/m/p1?sig=1' }) } };
          return {
            status: 409,
            message: POST_MSG.costViewChanged,
            errors: [{ param: 'costView', msg: POST_MSG.costViewChanged }],
            data: { costView: 90 },
          };
        },
      });
      const { user, router } = await openFromProfile();
      let dialog = await findDialog('Paid post');
      expect(dialog).toHaveTextContent('View this post for 0.01 credits?');
      await user.click(within(dialog).getByRole('button', { name: 'View' }));

      // The dialog stays open, says why and names the new price; the page shows it too.
      dialog = await findDialog('Paid post');
      expect(await within(dialog).findByText(POST_MSG.costViewChanged)).toBeInTheDocument();
      expect(dialog).toHaveTextContent('View this post for 90 credits? The credits are deducted from your balance.');
      expect(screen.getByRole('button', { name: /View for 90 credits/ })).toBeInTheDocument();
      expect(screen.getByTestId('locked-media')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard/profile/post-view/p1');
      const confirmed = () =>
        api.calls.filter((call) => call.query.has('confirm')).map((call) => call.query.get('costView'));
      expect(confirmed()).toEqual(['0.01']);

      await user.click(within(dialog).getByRole('button', { name: 'View' }));
      expect(await screen.findByTestId('post-image')).toHaveAttribute('src', 'http://x/m/p1?sig=1');
      expect(confirmed()).toEqual(['0.01', '90']);
    },
    SLOW,
  );

  it(
    "shows the server's message when paying fails, and goes back one page",
    async () => {
      signIn();
      fakeApi({
        ...profileRoutes,
        'GET /user-posts/view/p1': (call) =>
          call.path.includes('confirm=true')
            ? { status: 422, message: 'Insufficient balance to view this post. Buy credits and try again.' }
            : { data: { data: postOf({ costView: 3, isLocked: true, postFilePath: null, postRelativePath: null }) } },
      });
      const { user, router } = await openFromProfile();
      await user.click(within(await findDialog('Paid post')).getByRole('button', { name: 'View' }));
      expect(
        await screen.findByText('Insufficient balance to view this post. Buy credits and try again.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    },
    SLOW,
  );

  it(
    "says 'Error fetching post.' when the post cannot be read without a message, and goes back",
    async () => {
      signIn();
      fakeApi({ ...profileRoutes, 'GET /user-posts/view/p1': () => Promise.reject(new TypeError('offline')) });
      const { router } = await openFromProfile();
      expect(await screen.findByText('Error fetching post.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    },
    SLOW,
  );

  it(
    "downloads the post's file named after the post, offers none on a locked post, and says why a download failed",
    async () => {
      signIn();
      const saved = captureDownloads();
      let post = postOf({ postFilePath: null, postRelativePath: 'uploads/2026/11/sunset.png' });
      let file: Reply = { data: 'png-bytes' };
      fakeApi({
        ...profileRoutes,
        'GET /user-posts/view/p1': () => ({ data: { data: post } }),
        'GET /uploads/2026/11/sunset.png': () => file,
      });
      const { user, router } = await openFromProfile();
      await user.click(await screen.findByRole('button', { name: 'Download Sunset.png' }));
      await waitFor(() => expect(saved.map((entry) => entry.name)).toEqual(['Sunset.png']));
      expect(await saved[0].blob.text()).toContain('png-bytes');

      file = { status: 404, message: 'Not found.' };
      await user.click(screen.getByRole('button', { name: 'Download Sunset.png' }));
      expect(await screen.findByText('Download failed. Check CORS settings or the file URL.')).toBeInTheDocument();
      expect(saved).toHaveLength(1);

      post = postOf({ costView: 4, isLocked: true, postFilePath: null, postRelativePath: null });
      await router.navigate('/dashboard/profile');
      await screen.findByRole('heading', { name: MEMBER.name });
      await router.navigate('/dashboard/profile/post-view/p1');
      expect(await screen.findByTestId('locked-media')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    },
    SLOW,
  );
});
