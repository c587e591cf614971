import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { MembershipRequestList } from './MembershipRequestList';
import { MembershipRequestShow } from './MembershipRequestShow';

export default { list: MembershipRequestList, show: MembershipRequestShow, icon: CardMembershipIcon };
