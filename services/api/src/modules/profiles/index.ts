export { ProfilesModule } from './profiles.module';
export { ensureProfile } from './infra/profiles.repository';
export { memberRef, VISIBLE_MEMBER } from './profile-rows';
export { UpdateProfileCommand } from './commands/update-profile.command';
