export { ProfilesModule } from './profiles.module';
export { ensureProfile, memberRef, VISIBLE_MEMBER } from './profile-rows';
export { UpdateProfileCommand } from './commands/update-profile.command';
