import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { LedgerAccountList } from './LedgerAccountList';

export default { list: LedgerAccountList, icon: AccountBalanceIcon };
