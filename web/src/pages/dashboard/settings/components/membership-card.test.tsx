import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembershipCard } from './membership-card';

/** A request the page sent: where to, and the signal fetch was given for it. */
interface Sent {
  path: string;
  signal: AbortSignal | null | undefined;
}

/** fetch at the network edge: every request is held open until it is aborted, as a slow server's would be. */
function heldFetch(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_answer, fail) => {
          sent.push({ path: String(input), signal: init.signal });
          init.signal?.addEventListener('abort', () => fail(new DOMException('Aborted', 'AbortError')));
        }),
    ),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * useLoad aborts the signal of a load a newer one replaced or whose page has left; the typed API
 * functions hand that signal to fetch, so the HTTP request itself is cancelled, not only its answer
 * dropped. Shown with a card that reads through useLoad and Api (the membership settings card).
 */
describe("a load's HTTP request is cancelled with the load (useLoad and the typed API)", () => {
  it('cancels the request of a load that a newer one replaced, and keeps the newer one', async () => {
    const sent = heldFetch();
    const { rerender } = render(<MembershipCard memberId="first" />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    rerender(<MembershipCard memberId="second" />);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((request) => request.path)).toEqual(['/api/members/first', '/api/members/second']);
    expect(sent[0].signal?.aborted).toBe(true);
    expect(sent[1].signal?.aborted).toBe(false);
    expect(screen.queryByText('No membership yet.')).not.toBeInTheDocument();
  });

  it('cancels the request of a load whose page has left', async () => {
    const sent = heldFetch();
    const { unmount } = render(<MembershipCard memberId="first" />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].signal?.aborted).toBe(false);
    unmount();
    expect(sent[0].signal?.aborted).toBe(true);
  });
});
