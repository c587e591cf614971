import FactCheckIcon from '@mui/icons-material/FactCheck';
import { TaskProofList } from './TaskProofList';
import { TaskProofShow } from './TaskProofShow';

export default {
  list: TaskProofList,
  show: TaskProofShow,
  recordRepresentation: 'taskPricingTitle',
  icon: FactCheckIcon,
};
