/**
 * Hearing of the changes to sign-ins committed so far (a session ended, a member's status changed):
 * a command that made one awaits `caughtUp` after its commit and before answering, so that the
 * caller's next request is checked against it. Implemented by SessionsService (PostgreSQL's
 * NOTIFY, per process); a handler spec passes a recorder of its own.
 */
export abstract class SignInChanges {
  abstract caughtUp(): Promise<void>;
}
