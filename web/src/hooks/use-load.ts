import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface Loaded<T> {
  /** The last value loaded; kept while a newer load (new deps, a reload) is in flight. */
  value: T | undefined;
  /** The last load's failure, cleared when a new load starts. */
  error: unknown;
  loading: boolean;
  /** Loads again (after an action changed what is read); settles once its answer is shown or dropped. */
  reload: () => Promise<void>;
  /** Changes the value shown, with no call: an action answered with what the page now shows. */
  update: (change: (value: T | undefined) => T | undefined) => void;
}

export interface LoadOptions {
  /** Runs once per failed load that is still current, e.g. for a toast. */
  onError?: (error: unknown) => void;
  /** While true nothing is loaded and what was loaded stays shown (a modal that is closed). */
  skip?: boolean;
}

/**
 * The member client's one way to read from the server. Runs `load` on mount and whenever `deps`
 * change, and keeps only the answer of the latest run: a run is aborted (its signal) and its answer
 * dropped once a newer one starts or the component leaves, so no state is set after unmount.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { onError, skip = false }: LoadOptions = {},
): Loaded<T> {
  const [state, setState] = useState<Pick<Loaded<T>, 'value' | 'error' | 'loading'>>({
    value: undefined,
    error: undefined,
    loading: !skip,
  });
  // reload() runs the caller's latest load and onError, whatever render handed them.
  const latest = useRef({ load, onError });
  latest.current = { load, onError };
  const running = useRef<AbortController | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((): Promise<void> => {
    // A reload asked after the page has left (an action's answer came late) loads nothing.
    if (!mounted.current) return Promise.resolve();
    running.current?.abort();
    const own = new AbortController();
    running.current = own;
    setState((shown) =>
      shown.loading && shown.error === undefined ? shown : { ...shown, error: undefined, loading: true },
    );
    const current = () => running.current === own;
    return latest.current.load(own.signal).then(
      (value) => {
        if (current()) setState({ value, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (!current()) return;
        latest.current.onError?.(error);
        setState((shown) => ({ value: shown.value, error, loading: false }));
      },
    );
  }, []);

  useEffect(() => {
    if (skip) setState((shown) => (shown.loading ? { ...shown, loading: false } : shown));
    else void run();
    return () => {
      running.current?.abort();
      running.current = null;
    };
  }, [...deps, skip]); // the caller names what the load depends on

  const update = useCallback(
    (change: (value: T | undefined) => T | undefined) =>
      setState((shown) => ({ ...shown, value: change(shown.value) })),
    [],
  );
  return { ...state, reload: run, update };
}
