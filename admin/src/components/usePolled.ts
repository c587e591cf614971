import { useEffect, useState } from 'react';

const REFRESH_MS = 30_000;

/**
 * Loads now and every 30 seconds while mounted (the dashboard's figures): the latest answer, or
 * the last failure's message. `load` must be stable (a data provider call keyed on the provider).
 */
export function usePolled<T>(load: () => Promise<T>): { data?: T; error?: string } {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  useEffect(() => {
    let current = true;
    const run = () =>
      load()
        .then((data) => current && setState({ data }))
        .catch((failure: Error) => current && setState((before) => ({ ...before, error: failure.message })));
    void run();
    const timer = setInterval(run, REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [load]);
  return state;
}
