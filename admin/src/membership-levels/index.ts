import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import { MembershipLevelEdit } from './MembershipLevelEdit';
import { MembershipLevelList } from './MembershipLevelList';

export default { list: MembershipLevelList, edit: MembershipLevelEdit, icon: MilitaryTechIcon };
