import FactCheckIcon from '@mui/icons-material/FactCheck';
import { LedgerCheckList } from './LedgerCheckList';

export default { list: LedgerCheckList, icon: FactCheckIcon };
