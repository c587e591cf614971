import { Api } from './api';
import { endSessionCalls, sessionCallsEnded } from './api/client';
import { clearUser, getUser } from './session';

let ending: Promise<void> | null = null;

/**
 * Every Logout control: the device forgets the user at once, then the server ends the session with
 * the token it held (the token then gets 401 everywhere and its live connection closes). Forgetting
 * first matters: until then the login page would send a person who pressed Return to Login straight
 * back into the dashboard, which then finds no user. Logging out never fails: with the server
 * unreachable or the session already ended, the device is cleared all the same. A second call while
 * one is under way (a double click) joins it.
 */
export function logOut(): Promise<void> {
  ending ??= (async () => {
    const user = getUser();
    if (user) endSessionCalls(user.token);
    clearUser();
    if (user) await Api.logout(user.token).catch(() => undefined);
    sessionCallsEnded();
  })().finally(() => (ending = null));
  return ending;
}
