import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App, appRoutes } from '../app';
import { setUser, type StoredUser } from '../services/session';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; data?: unknown; message?: string; errors?: { param: string; msg: string }[] };
type Handler = (call: Call) => Reply | Promise<Reply>;

/**
 * A fake of the API at the network edge (fetch): routes are "METHOD /path" with `*` wildcards,
 * answered in the server's envelope. Every call is recorded; an unrouted call answers 404.
 */
export function fakeApi(routes: Record<string, Reply | Handler>) {
  const calls: Call[] = [];
  const table = Object.entries(routes).map(([key, reply]) => {
    const [method, pattern] = key.split(' ');
    const regex = new RegExp(`^${pattern.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace(/\*/g, '[^?]*')}(\\?.*)?$`);
    return { method, regex, reply };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = table.find((entry) => entry.method === method && entry.regex.test(path));
    const reply: Reply = route
      ? typeof route.reply === 'function'
        ? await route.reply(call)
        : route.reply
      : { status: 404, message: 'Not found.' };
    const status = reply.status ?? 200;
    const body =
      status < 400
        ? { success: true, message: reply.message ?? 'OK', data: reply.data ?? null }
        : { success: false, message: reply.message ?? 'Refused', errors: reply.errors ?? [] };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    last: (method: string, prefix: string) =>
      calls.filter((c) => c.method === method && c.path.startsWith(prefix)).at(-1),
  };
}

export const MEMBER: StoredUser = {
  token: 'session-token',
  id: '0b8f3d2a-1c4e-4f5a-9b6c-7d8e9f0a1b2c',
  name: 'Ada Member',
  email: 'ada@example.test',
  role: 'member',
  status: 'active',
};

export function signIn(patch: Partial<StoredUser> = {}): StoredUser {
  const user = { ...MEMBER, ...patch };
  setUser(user);
  return user;
}

/** The whole client on a memory router at `path`, as a person would use it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { ...view, router, user };
}

/**
 * The open dialog with this title. (rc-util gives every id "test-id" under test, so a dialog's
 * aria-labelledby names the first title in the page; find the title's dialog instead.)
 */
export async function findDialog(title: string, timeout?: number): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }, { timeout });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
