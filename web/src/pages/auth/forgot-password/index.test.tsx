import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../../test/render';

describe('forgot password (spec 5 and 8)', () => {
  it('needs the e-mail, then toasts "Email send to {email}"', async () => {
    const api = fakeApi({ 'POST /users/forgot-password': { data: { email: 'ada@example.test' } } });
    const { user } = renderApp('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send reset link' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.test');
    await user.click(button);
    expect(await screen.findByText('Email send to ada@example.test')).toBeInTheDocument();
    expect(api.last('POST', '/users/forgot-password')?.body).toEqual({ email: 'ada@example.test' });
  });
});
