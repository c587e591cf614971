import SchoolIcon from '@mui/icons-material/School';
import { SeminarCreate } from './SeminarCreate';
import { SeminarEdit } from './SeminarEdit';
import { SeminarList } from './SeminarList';

export default {
  list: SeminarList,
  create: SeminarCreate,
  edit: SeminarEdit,
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
