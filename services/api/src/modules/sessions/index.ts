export { SessionsModule } from './sessions.module';
export { SessionsEndedEvent } from './events/sessions-ended.event';
