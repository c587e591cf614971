import { useEffect, useState, type DependencyList } from 'react';

export interface Loaded<T> {
  /** The last value loaded; kept while a newer load for changed deps is in flight. */
  value: T | undefined;
  /** The last load's failure, cleared when a new load starts. */
  error: unknown;
  loading: boolean;
}

/**
 * Runs `load` on mount and whenever `deps` change, and keeps only the answer of the latest run (an
 * answer that arrives after the deps changed or the page left is dropped). `onError` runs once per
 * failed run that is still current, e.g. for a toast.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  onError?: (error: unknown) => void,
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ value: undefined, error: undefined, loading: true });

  useEffect(() => {
    let current = true;
    setState((shown) =>
      shown.loading && shown.error === undefined ? shown : { ...shown, error: undefined, loading: true },
    );
    load().then(
      (value) => current && setState({ value, error: undefined, loading: false }),
      (error: unknown) => {
        if (!current) return;
        onError?.(error);
        setState((shown) => ({ value: shown.value, error, loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, deps); // the caller names what the load depends on

  return state;
}
