import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { App, appRoutes } from '../app';
import { setUser, type StoredUser } from '../services/session';

type UserEventOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

export interface Call {
  method: string;
  /** The path after `/api`, with its query. */
  path: string;
  query: URLSearchParams;
  /** A JSON body parsed; a multipart body as an object of its fields (`{ file: File }`). */
  body: unknown;
  headers: Record<string, string>;
}

/**
 * An answer in the server's envelope: `data` (or `message` and `errors` on a refusal, with `data`
 * when the refusal tells more, e.g. a 409's price now), and the paging fields some lists put beside
 * `data` (`pagination`, `page`, `hasMore`).
 */
export type Reply = {
  status?: number;
  data?: unknown;
  message?: string;
  errors?: { param: string; msg: string }[];
  pagination?: { page: number; limit: number; total: number; totalPages: number };
  page?: number;
  hasMore?: boolean;
};
export type Handler = (call: Call) => Reply | Promise<Reply>;
export type Routes = Record<string, Reply | Handler>;

const bodyOf = (body: RequestInit['body']): unknown =>
  body instanceof FormData ? Object.fromEntries(body.entries()) : body ? JSON.parse(String(body)) : undefined;

/**
 * A fake of the API at the network edge (fetch): routes are "METHOD /path" with `*` wildcards,
 * answered in the server's envelope. Every call is recorded, and every file sent multipart
 * (`uploads`); an unrouted call answers 404.
 */
export function fakeApi(routes: Routes) {
  const calls: Call[] = [];
  const uploads: File[] = [];
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
      query: new URL(path, 'http://web.test').searchParams,
      body: bodyOf(init.body),
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    if (init.body instanceof FormData)
      for (const value of init.body.values()) if (value instanceof File) uploads.push(value);
    const route = table.find((entry) => entry.method === method && entry.regex.test(path));
    const reply: Reply = route
      ? typeof route.reply === 'function'
        ? await route.reply(call)
        : route.reply
      : { status: 404, message: 'Not found.' };
    const { status = 200, data, message, errors = [], ...paging } = reply;
    const body =
      status < 400
        ? { success: true, message: message ?? 'OK', data: data ?? null, ...paging }
        : { success: false, message: message ?? 'Refused', errors, ...(data === undefined ? {} : { data }) };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    uploads,
    fetchMock,
    last: (method: string, prefix: string) =>
      calls.filter((c) => c.method === method && c.path.startsWith(prefix)).at(-1),
  };
}

/** What `POST uploads` answers for a stored file of this name (spec 3, upload response). */
export function uploadOf(name: string, type = 'image/png') {
  const relativePath = `uploads/2026/11/${name}`;
  return {
    relativePath,
    path: `http://web.test/${relativePath}`,
    fileType: type.split('/')[0],
    formatType: name.split('.').pop() ?? '',
  };
}

/** `POST uploads` answered as the server does: each file stored under a fresh name (file1.png, file2.mp4...). */
export function serverUploads(): Handler {
  let stored = 0;
  return (call) => {
    const file = (call.body as { file: File }).file;
    stored += 1;
    return {
      status: 201,
      message: 'File uploaded successfully',
      data: uploadOf(`file${stored}.${file.name.split('.').pop()}`, file.type),
    };
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

/**
 * The whole client on a memory router at `path`, as a person would use it. `user` skips
 * user-event's pointer-events check: it reads the computed style of every ancestor on each click,
 * which antd's many style sheets make very slow in jsdom (a test of pointer-events passes
 * `{ user: { pointerEventsCheck: PointerEventsCheckLevel.EachApiCall } }`).
 */
export function renderApp(path: string, options: { user?: UserEventOptions } = {}) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options.user });
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
