import TaskIcon from '@mui/icons-material/Task';
import { TaskPaymentList } from './TaskPaymentList';

export default { list: TaskPaymentList, icon: TaskIcon };
