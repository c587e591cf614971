import BadgeIcon from '@mui/icons-material/Badge';
import { ProfileList } from './ProfileList';
import { ProfileShow } from './ProfileShow';

export default { list: ProfileList, show: ProfileShow, icon: BadgeIcon, recordRepresentation: 'name' };
