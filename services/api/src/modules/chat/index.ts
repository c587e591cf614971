export { ChatModule } from './chat.module';
