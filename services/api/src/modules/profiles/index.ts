export { ProfilesModule } from './profiles.module';
