import AssignmentIcon from '@mui/icons-material/Assignment';
import { TaskList } from './TaskList';
import { TaskShow } from './TaskShow';

export default { list: TaskList, show: TaskShow, recordRepresentation: 'businessName', icon: AssignmentIcon };
