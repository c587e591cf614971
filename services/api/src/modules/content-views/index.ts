export { ContentViewsModule } from './content-views.module';
