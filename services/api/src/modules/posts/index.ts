export { PostsModule } from './posts.module';
export { CreatePostCommand } from './commands/create-post.command';
