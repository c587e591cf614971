import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../../test/render';

describe('error pages (spec 2)', () => {
  it('sends an unknown path to errors/404, with Take me home', async () => {
    fakeApi({});
    const { router } = renderApp('/somewhere/else');
    expect(await screen.findByText("The page you're looking for is not found.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/errors/404');
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Earnwave'));
  });

  it("shows 'Whoops, something went wrong!' on errors/500", async () => {
    fakeApi({});
    renderApp('/errors/500');
    expect(await screen.findByText('Whoops, something went wrong!')).toBeInTheDocument();
  });
});
