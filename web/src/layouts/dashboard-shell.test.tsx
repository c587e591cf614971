import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MEMBER_STATUSES, ROLES } from '@earnwave/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import themeBoot from '../../public/theme-boot.js?raw';
import { mayEnter, mayEnterDashboard } from '../access';
import { DASHBOARD_ROUTES } from '../routes';
import { fakeApi, MEMBER, renderApp, signIn } from '../test/render';
import { DashboardShell } from './dashboard-shell';

/** index.html's first paint of /dashboard, as parsed before any script. */
const bootShell = () =>
  new DOMParser().parseFromString(indexHtml, 'text/html').querySelector('.boot-dashboard > .dashboard-shell')!;

/** An element's markup without the whitespace between tags and with its text nodes merged. */
function markup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blanks: Text[] = [];
  while (walker.nextNode()) if (!walker.currentNode.textContent!.trim()) blanks.push(walker.currentNode as Text);
  blanks.forEach((node) => node.remove());
  copy.normalize();
  return copy.outerHTML;
}

describe("the dashboard's first paint (the welcome, its largest paint, within 2.5 s on a phone)", () => {
  afterEach(() => {
    delete window.__earlyCalls;
    document.documentElement.className = '';
    history.replaceState(null, '', '/');
  });

  it('shows the welcome and the balance card before antd, and the page keeps the one heading', async () => {
    signIn();
    fakeApi({
      'GET /members/*/balance': { data: { balance: 1 } },
      'GET /members/*/rewards-usage': { data: { usedRewards: 0, weeklyTokenLimit: 1 } },
      'GET /members/*/progress-counter': { status: 500, message: 'Not now.' },
      'GET /members/*/referrals': { data: [] },
      'GET /members/*': { data: { ...MEMBER, daysLeft: 200, balance: 1 } },
    });
    renderApp('/dashboard');
    // Synchronously, before any lazy module (antd, the frame, the page) has arrived.
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Member' })).toBeInTheDocument();
    expect(screen.getByText('Available credits (1 credit = 1 USDT)')).toBeInTheDocument();
    expect(document.querySelector('[class^="ant-"]')).toBeNull();
    // Then antd's frame and card, under the same heading.
    await screen.findByTestId('user-menu');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveClass('ant-statistic'));
    expect(screen.getAllByRole('heading', { name: 'Welcome, Ada Member' })).toHaveLength(1);
  });

  it("is the markup index.html paints before any script, with theme-boot.js's name and settings", () => {
    const user = signIn();
    localStorage.setItem('navbarPosition', JSON.stringify('top'));
    history.replaceState(null, '', '/dashboard');
    new Function(themeBoot)();
    const root = document.documentElement;
    expect(root.classList.contains('route-dashboard')).toBe(true);
    expect(root.dataset).toMatchObject({ navbarPosition: 'top', navbarStyle: 'transparent', navbarCollapsed: 'false' });
    const boot = document.body.appendChild(bootShell());
    document.dispatchEvent(new Event('readystatechange'));
    expect(boot.querySelector('h1')!.textContent).toBe(`Welcome, ${user.name}`);

    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: <DashboardShell />,
          children: [{ index: true, handle: DASHBOARD_ROUTES[0], element: <></> }],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    const name = boot.querySelector('.boot-member-name')!;
    name.replaceWith(name.textContent!);
    expect(markup(container.firstElementChild!)).toBe(markup(boot));
    boot.remove();
  });

  it("paints the dashboard's frame for exactly whom access.ts lets onto /dashboard, Loading... for the rest", () => {
    // theme-boot.js runs before any module, so it keeps its own copy of the rule: checked here.
    for (const role of ROLES) {
      for (const status of MEMBER_STATUSES) {
        const user = signIn({ role, status });
        history.replaceState(null, '', '/dashboard');
        document.documentElement.className = '';
        new Function(themeBoot)();
        const enters = mayEnterDashboard(user) && mayEnter(role, DASHBOARD_ROUTES[0].access!);
        expect([role, status, document.documentElement.className]).toEqual([
          role,
          status,
          enters ? 'route-dashboard' : 'route-other',
        ]);
      }
    }
  });
});
