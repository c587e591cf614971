import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load';
import { useLoadOnOpen } from './use-load-on-open';

/** A call the test answers when it chooses, and the signal the hook handed it. */
interface Pending {
  query: string;
  signal: AbortSignal;
  answer: (value: string) => void;
  fail: (error: Error) => void;
}

let calls: Pending[] = [];
afterEach(() => {
  calls = [];
});

function call(query: string, signal: AbortSignal): Promise<string> {
  return new Promise((answer, fail) => calls.push({ query, signal, answer, fail }));
}

/** A page as a member sees one: a query to pick, the answer (or the error), a spinner and a reload. */
function Reader({ onError }: { onError?: (error: unknown) => void }) {
  const [query, setQuery] = useState('first');
  const loaded = useLoad((signal) => call(query, signal), [query], { onError });
  return (
    <div>
      {loaded.loading && <p>Loading</p>}
      {loaded.value !== undefined && <p>Shown: {loaded.value}</p>}
      {loaded.error instanceof Error && <p role="alert">{loaded.error.message}</p>}
      <button onClick={() => setQuery('second')}>Second</button>
      <button onClick={() => void loaded.reload()}>Reload</button>
      <button onClick={() => loaded.update((value) => `${value} (changed)`)}>Change</button>
    </div>
  );
}

const answer = (at: number, value: string) => act(async () => calls[at].answer(value));
const fail = (at: number, message: string) => act(async () => calls[at].fail(new Error(message)));

describe('useLoad', () => {
  it('shows loading, then the answer', async () => {
    render(<Reader />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(calls.map((pending) => pending.query)).toEqual(['first']);

    await answer(0, 'one');
    expect(screen.getByText('Shown: one')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the error and tells onError once', async () => {
    const onError = vi.fn();
    render(<Reader onError={onError} />);
    await fail(0, 'The server is away');
    expect(screen.getByRole('alert')).toHaveTextContent('The server is away');
    expect(screen.queryByText('Loading')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reloads on demand, keeping the shown value until the new one comes, and clears an error', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await fail(0, 'Try again');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await answer(1, 'one');
    expect(screen.getByText('Shown: one')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByText('Shown: one')).toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await answer(2, 'two');
    expect(screen.getByText('Shown: two')).toBeInTheDocument();
  });

  it('changes the shown value without a call', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await answer(0, 'one');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByText('Shown: one (changed)')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('drops the answer of a call a newer one replaced, and aborts it', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(calls.map((pending) => pending.query)).toEqual(['first', 'second']);
    expect(calls[0].signal.aborted).toBe(true);

    await answer(1, 'for second');
    await answer(0, 'for first, late');
    expect(screen.getByText('Shown: for second')).toBeInTheDocument();
    expect(screen.queryByText(/for first/)).toBeNull();
  });

  it('drops a failure of a replaced call', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await answer(1, 'fresh');
    await fail(0, 'Old failure');
    expect(screen.getByText('Shown: fresh')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts the call and sets nothing once the page has left', async () => {
    const onError = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Reader onError={onError} />);
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
    await fail(0, 'Too late');
    expect(onError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('useLoad with skip', () => {
  function Opened({ open }: { open: boolean }) {
    const loaded = useLoad((signal) => call('opened', signal), [], { skip: !open });
    return <p>{loaded.loading ? 'Loading' : (loaded.value ?? 'Nothing yet')}</p>;
  }

  it('loads nothing while skipped, then loads once opened and keeps it when closed', async () => {
    const { rerender } = render(<Opened open={false} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    rerender(<Opened open />);
    expect(calls).toHaveLength(1);
    await answer(0, 'level');
    rerender(<Opened open={false} />);
    expect(screen.getByText('level')).toBeInTheDocument();
  });
});

describe('useLoadOnOpen', () => {
  function Modal({ open }: { open: boolean }) {
    const loaded = useLoadOnOpen((signal) => call('modal', signal), [], open);
    return <p>{loaded.value ?? (loaded.error ? 'Failed' : 'Nothing yet')}</p>;
  }

  it('reads at the first opening, keeps what it read, and tries a failed read again at the next opening', async () => {
    const { rerender } = render(<Modal open={false} />);
    expect(calls).toHaveLength(0);

    rerender(<Modal open />);
    await fail(0, 'away');
    expect(screen.getByText('Failed')).toBeInTheDocument();
    rerender(<Modal open={false} />);
    expect(calls).toHaveLength(1);

    rerender(<Modal open />);
    expect(calls).toHaveLength(2);
    await answer(1, 'tips');
    rerender(<Modal open={false} />);
    rerender(<Modal open />);
    expect(screen.getByText('tips')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
