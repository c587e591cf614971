export { SeminarsModule } from './seminars.module';
