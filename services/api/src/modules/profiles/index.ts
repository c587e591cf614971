export { ProfilesModule } from './profiles.module';
export { ensureProfile, memberRef, pagination, VISIBLE_MEMBER, type Pagination } from './profile-rows';
