import PermMediaIcon from '@mui/icons-material/PermMedia';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList } from './ContentList';

export default { list: ContentList, create: ContentCreate, edit: ContentEdit, icon: PermMediaIcon };
