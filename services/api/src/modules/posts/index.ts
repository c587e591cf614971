export { PostsModule } from './posts.module';
