import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/fake-socket';
import { fakeApi, renderApp, signIn } from '../../../test/render';
import { seminar } from '../test-fixtures';

beforeAll(() => Promise.all([import('./index'), import('../../../layouts/dashboard-layout')]), 60_000);

describe('seminars list (spec 2)', () => {
  it('shows a card per seminar (cover, title, title block, section count) that opens its detail', async () => {
    signIn();
    fakeApi({
      'GET /seminars': { data: [seminar(1), seminar(2, { sectionCount: 1, coverImage: null, titleBlock: '' })] },
    });
    const { router, user } = renderApp('/dashboard/seminars');

    const cards = await screen.findAllByTestId('seminar-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Seminar 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Title block 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Description block 1')).toBeInTheDocument();
    expect(within(cards[0]).getByText('2 sections')).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('src', 'http://web.test/assets/landing/cover-1.svg');
    expect(within(cards[1]).getByText('1 section')).toBeInTheDocument();
    expect(cards[1].querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Seminar 2' })).toHaveAttribute('href', '/dashboard/seminars/seminar-2');

    await user.click(within(cards[0]).getByText('Seminar 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/seminars/seminar-1'));
  });

  it("says 'No seminars yet' when there are none", async () => {
    signIn();
    fakeApi({ 'GET /seminars': { data: [] } });
    renderApp('/dashboard/seminars');
    expect(await screen.findByText('No seminars yet')).toBeInTheDocument();
  });

  it('shows titles as text, never as markup', async () => {
    signIn();
    fakeApi({ 'GET /seminars': { data: [seminar(1, { title: '<img src=x onerror=alert(1)>' })] } });
    renderApp('/dashboard/seminars');
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
