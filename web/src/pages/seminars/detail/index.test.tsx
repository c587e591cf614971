import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, renderApp, signIn } from '../../../test/render';
import { section, seminar } from '../test-fixtures';

beforeAll(() => Promise.all([import('./index'), import('../../../layouts/dashboard-layout')]), 60_000);

describe('seminar detail (spec 2)', () => {
  it('shows the title block, the description block and the section cards with banner images', async () => {
    signIn();
    fakeApi({
      'GET /seminars/seminar-1': { data: seminar(1, { descriptionBlock: 'Line one\nLine two' }) },
      'GET /seminars/seminar-1/sections': {
        data: [section(1), section(2, { bannerImage: null, mediaCount: 1, description: '' })],
      },
    });
    const { router, user } = renderApp('/dashboard/seminars/seminar-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seminar 1' })).toBeInTheDocument();
    expect(screen.getByTestId('title-block')).toHaveTextContent('Title block 1');
    expect(screen.getByTestId('description-block')).toHaveTextContent('Line one Line two');
    const cards = screen.getAllByTestId('section-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Section 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('About section 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('3 lessons')).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('src', 'http://web.test/uploads/2026/11/banner-1.png');
    expect(cards[1].querySelector('img')).toBeNull();
    expect(within(cards[1]).getByText('1 lesson')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Section 2' })).toHaveAttribute(
      'href',
      '/dashboard/seminars/seminar-1/sections/section-2',
    );
    expect(screen.getByRole('link', { name: /Back to seminars/ })).toHaveAttribute('href', '/dashboard/seminars');

    await user.click(within(cards[0]).getByText('Section 1'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/seminars/seminar-1/sections/section-1'),
    );
  });

  it("says 'No sections yet' for a seminar without sections", async () => {
    signIn();
    fakeApi({
      'GET /seminars/seminar-1': { data: seminar(1) },
      'GET /seminars/seminar-1/sections': { data: [] },
    });
    renderApp('/dashboard/seminars/seminar-1');
    expect(await screen.findByText('No sections yet')).toBeInTheDocument();
  });

  it('says the seminar does not exist when the server answers 404, with a way back', async () => {
    signIn();
    fakeApi({
      'GET /seminars/gone': { status: 404, message: 'This seminar does not exist.' },
      'GET /seminars/gone/sections': { status: 404, message: 'This seminar does not exist.' },
    });
    renderApp('/dashboard/seminars/gone');
    expect(await screen.findByText('This seminar does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to seminars/ })).toHaveAttribute('href', '/dashboard/seminars');
  });
});
