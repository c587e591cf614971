import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { TaskPriceCreate } from './TaskPriceCreate';
import { TaskPriceEdit } from './TaskPriceEdit';
import { TaskPriceList } from './TaskPriceList';

export default { list: TaskPriceList, create: TaskPriceCreate, edit: TaskPriceEdit, icon: PriceChangeIcon };
