import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import themeBoot from '../../../../public/theme-boot.js?raw';
import { money } from '../../../services/format';
import { fakeApi, findDialog, MEMBER, renderApp, signIn } from '../../../test/render';
import { BalanceCard } from '../../../components/balance/balance-card';
import { HomePlaceholder } from './placeholder';

const balanceReads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && /^\/members\/[^/]+\/balance$/.test(call.path)).length;

/** The stand-in, then (when `show()` is called) the balance card in its place, in one commit. */
function renderHandoff() {
  let show = () => undefined as void;
  function Handoff() {
    const [card, setCard] = useState(false);
    show = () => setCard(true);
    return card ? <BalanceCard memberId={MEMBER.id} /> : <HomePlaceholder />;
  }
  const router = createMemoryRouter([{ path: '*', element: <Handoff /> }]);
  render(<RouterProvider router={router} />);
  return { show: () => act(() => show()) };
}

describe("the dashboard's stand-in balance card (issue #26: usable before antd has loaded)", () => {
  afterEach(() => {
    delete window.__earlyCalls;
    delete window.__bootPress;
    document.querySelector('.boot-dashboard')?.remove();
    history.replaceState(null, '', '/');
  });

  /** index.html's /dashboard card as the parser leaves it, with theme-boot.js run on it. */
  function bootCard() {
    history.replaceState(null, '', '/dashboard');
    new Function(themeBoot)();
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const boot = document.body.appendChild(page.querySelector('.boot-dashboard')!);
    document.dispatchEvent(new Event('readystatechange'));
    return within(boot as HTMLElement);
  }

  it('shows the figure and takes a Withdraw before the card has loaded; the card opens it, reading nothing again', async () => {
    signIn();
    const api = fakeApi({ 'GET /members/*/balance': { data: { balance: 12.5 } } });
    const { show } = renderHandoff();
    const standIn = screen.getByTestId('balance');
    expect(await within(standIn).findByText('$12.50')).toBeInTheDocument();
    expect(document.querySelector('[class^="ant-"]')).toBeNull();

    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(withdraw);
    expect(withdraw).toHaveAttribute('aria-busy', 'true');

    await show();
    const dialog = await findDialog('Withdraw');
    expect(within(dialog).getByLabelText('Amount (credits)')).toBeInTheDocument();
    expect(within(screen.getByTestId('balance')).getByText('$12.50')).toBeInTheDocument();
    expect(balanceReads(api.calls)).toBe(1);
  });

  it('opens "How to earn tokens" pressed on the stand-in', async () => {
    signIn();
    fakeApi({
      'GET /members/*/balance': { data: { balance: 0 } },
      'GET /members/*/level': {
        data: { slug: 'bronze', contentView: 10, weeklyTokenLimit: 5, price: 0, referrals: {} },
      },
    });
    const { show } = renderHandoff();
    await userEvent.click(screen.getByRole('button', { name: 'How to earn tokens' }));
    await show();
    expect(await findDialog('How to earn tokens')).toBeInTheDocument();
  });

  it('takes the balance theme-boot.js asked for before any script: /dashboard reads it once', async () => {
    signIn();
    history.replaceState(null, '', '/dashboard');
    const api = fakeApi({
      'GET /members/*/balance': { data: { balance: 7 } },
      'GET /members/*/rewards-usage': { data: { usedRewards: 0, weeklyTokenLimit: 1 } },
      'GET /members/*/progress-counter': { status: 500, message: 'Not now.' },
      'GET /members/*/referrals': { data: [] },
      'GET /members/*': { data: { ...MEMBER, daysLeft: 200, balance: 7 } },
    });
    new Function(themeBoot)();
    expect(balanceReads(api.calls)).toBe(1);
    expect(api.calls[0].headers).toMatchObject({ Authorization: `Bearer ${MEMBER.token}` });

    renderApp('/dashboard');
    expect(await within(screen.getByTestId('balance')).findByText('$7.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveClass('ant-statistic'));
    expect(within(screen.getByTestId('balance')).getByText('$7.00')).toBeInTheDocument();
    expect(balanceReads(api.calls)).toBe(1);
  });

  it("leaves an early answer of another session's token alone: the client reads with its own", async () => {
    signIn({ token: 'earlier-session' });
    history.replaceState(null, '', '/dashboard');
    const api = fakeApi({ 'GET /members/*/balance': { data: { balance: 3 } } });
    new Function(themeBoot)();
    signIn();
    renderHandoff();
    expect(await within(screen.getByTestId('balance')).findByText('$3.00')).toBeInTheDocument();
    expect(api.calls.map((call) => call.headers.Authorization)).toEqual([
      'Bearer earlier-session',
      `Bearer ${MEMBER.token}`,
    ]);
  });

  it("paints the figure on index.html's card before any script, as money() shows it", async () => {
    // Halves round to even on the exact decimal (0.125 is exact in binary, 0.015 is not).
    for (const balance of [
      0, 7, 12.5, 0.005, 0.015, 0.025, 0.125, 2.675, 1.234567, 99999.995, 0.000001, 123456789.125,
    ]) {
      signIn();
      fakeApi({ 'GET /members/*/balance': { data: { balance } } });
      const card = bootCard();
      const figure = await card.findByText(/^\$/);
      expect([balance, figure.textContent]).toEqual([balance, money(balance)]);
      document.querySelector('.boot-dashboard')!.remove();
      delete window.__earlyCalls;
    }
  });

  it("shows index.html's figure at the stand-in's first render and reads it no second time", async () => {
    signIn();
    const api = fakeApi({ 'GET /members/*/balance': { data: { balance: 4.5 } } });
    const card = bootCard();
    await card.findByText('$4.50');
    document.querySelector('.boot-dashboard')!.remove();
    renderHandoff();
    expect(within(screen.getByTestId('balance')).getByText('$4.50')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(balanceReads(api.calls)).toBe(1);
  });

  it("carries Withdraw pressed on index.html's card before any script into the card's form", async () => {
    signIn();
    fakeApi({ 'GET /members/*/balance': { data: { balance: 1 } } });
    const card = bootCard();
    await card.findByText('$1.00');
    const withdraw = card.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(withdraw);
    expect(withdraw).toHaveAttribute('aria-busy', 'true');
    document.querySelector('.boot-dashboard')!.remove();

    const { show } = renderHandoff();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-busy', 'true');
    await show();
    expect(within(await findDialog('Withdraw')).getByLabelText('Amount (credits)')).toBeInTheDocument();
  });

  it("leads Earn pressed on index.html's card to Impressions", async () => {
    signIn();
    fakeApi({ 'GET /members/*/balance': { data: { balance: 1 } } });
    const card = bootCard();
    await userEvent.click(card.getByRole('button', { name: 'Earn' }));
    document.querySelector('.boot-dashboard')!.remove();
    const router = createMemoryRouter([{ path: '*', element: <HomePlaceholder /> }], {
      initialEntries: ['/dashboard'],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/commitments'));
  });
});
