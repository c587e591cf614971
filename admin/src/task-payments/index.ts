import TaskIcon from '@mui/icons-material/Task';
import { TaskPaymentList } from './TaskPaymentList';
import { TaskPaymentShow } from './TaskPaymentShow';

export default { list: TaskPaymentList, show: TaskPaymentShow, icon: TaskIcon };
