import OutboxIcon from '@mui/icons-material/Outbox';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawalShow } from './WithdrawalShow';

export default { list: WithdrawalList, show: WithdrawalShow, icon: OutboxIcon };
