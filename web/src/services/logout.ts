import { Api } from './api';
import { endSessionCalls, sessionCallsEnded } from './api/client';
import { clearUser, getUser } from './session';

let ending: Promise<void> | null = null;

/**
 * Every Logout control: the server ends this device's session first (its token then gets 401
 * everywhere and its live connection closes), then the device forgets the user. Logging out never
 * fails: with the server unreachable or the session already ended, the device is still cleared.
 * A second call while one is under way (a double click) joins it.
 */
export function logOut(): Promise<void> {
  ending ??= (async () => {
    const user = getUser();
    if (user) {
      endSessionCalls(user.token);
      await Api.logout(user.token).catch(() => undefined);
    }
    clearUser();
    sessionCallsEnded();
  })().finally(() => (ending = null));
  return ending;
}
