/**
 * These sessions ended (logout, revocation from the list): the sockets signed in with them must
 * close too. Published in-process after the commit.
 */
export class SessionsEndedEvent {
  constructor(readonly sessionIds: string[]) {}
}
