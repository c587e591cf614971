import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberRegisteredEmail } from '../../../services/session';
import { fakeApi, renderApp } from '../../../test/render';

describe('confirm-mail (spec 2)', () => {
  it('names the address remembered from registration, with a way back to login', async () => {
    fakeApi({});
    rememberRegisteredEmail('ada@example.test');
    renderApp('/confirm-mail');
    expect(await screen.findByText('ada@example.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/login');
  });

  it("says 'You didn't come here from registration' otherwise", async () => {
    fakeApi({});
    renderApp('/confirm-mail');
    expect(await screen.findByText("You didn't come here from registration")).toBeInTheDocument();
  });
});
