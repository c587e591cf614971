import TuneIcon from '@mui/icons-material/Tune';
import { OptionEdit } from './OptionEdit';
import { OptionList } from './OptionList';

export default { list: OptionList, edit: OptionEdit, icon: TuneIcon };
