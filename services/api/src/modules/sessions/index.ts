export { SESSION_CHANGES_APPLICATION, SessionChanges } from './infra/session-changes';
export { SessionsRepository, type SessionView, type SignedInRow } from './infra/sessions.repository';
export { SessionsModule } from './sessions.module';
export { SessionsEndedEvent } from './events/sessions-ended.event';
