import { useEffect, useState, type DependencyList } from 'react';
import { useLoad, type Loaded } from './use-load';

/**
 * useLoad for what a modal shows: read when `open` first turns true and kept once read; a read
 * that failed is tried again at the next opening.
 */
export function useLoadOnOpen<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  open: boolean,
): Loaded<T> {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const loaded = useLoad(load, deps, { skip: !opened && !open });
  const { reload } = loaded;
  const failed = loaded.error !== undefined;
  useEffect(() => {
    if (open && failed) void reload();
  }, [open]); // an opening, not a failure, asks again
  return loaded;
}
