export { ProfilesModule } from './profiles.module';
export { memberRef, pagination, VISIBLE_MEMBER, type Pagination } from './profile-rows';
