/**
 * Every session of the account ended (password changed or reset, account deactivated): open
 * sockets signed in with the older tokens must close too. Published in-process after the commit.
 */
export class SessionsRevokedEvent {
  constructor(readonly accountId: string) {}
}
