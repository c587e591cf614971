import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUser } from '../../../services/session';
import { fakeApi, renderApp, signIn } from '../../../test/render';

describe('logout screen (spec 2)', () => {
  it('clears the stored user and says goodbye with a way back', async () => {
    fakeApi({});
    signIn();
    renderApp('/logout');
    expect(await screen.findByText('See you again!')).toBeInTheDocument();
    expect(screen.getByText(/you are now successfully signed out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(getUser()).toBeNull();
  });
});
