/** The account's live sessions, newest first, the caller's own marked `current`. */
export class ListSessionsQuery {
  constructor(
    readonly accountId: string,
    readonly currentSessionId: string,
  ) {}
}
