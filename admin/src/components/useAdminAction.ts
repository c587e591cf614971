import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * Runs an administrator's action on the server (a decision, hiding a post, deactivating an account):
 * busy while it runs, `done` on success, the server's message on a refusal (e.g. "already decided"),
 * and the page reloads its record either way. `run` says whether the server agreed.
 */
export function useAdminAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string, type: 'success' | 'info' = 'success') => {
    setBusy(true);
    try {
      await action();
      notify(done, { type });
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { busy, run };
}
