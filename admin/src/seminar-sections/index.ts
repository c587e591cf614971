import ViewListIcon from '@mui/icons-material/ViewList';
import { SectionCreate } from './SectionCreate';
import { SectionEdit } from './SectionEdit';
import { SectionList } from './SectionList';

export default {
  list: SectionList,
  create: SectionCreate,
  edit: SectionEdit,
  icon: ViewListIcon,
  recordRepresentation: 'title',
};
