export { ProfilesModule } from './profiles.module';
export { VISIBLE_MEMBER } from './infra/profiles.repository';
export { memberRef } from './profile-answers';
export { UpdateProfileCommand } from './commands/update-profile.command';
