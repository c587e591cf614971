import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { PostList } from './PostList';
import { PostShow } from './PostShow';

export default { list: PostList, show: PostShow, icon: DynamicFeedIcon, recordRepresentation: 'title' };
