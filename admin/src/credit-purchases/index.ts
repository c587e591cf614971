import AddCardIcon from '@mui/icons-material/AddCard';
import { CreditPurchaseList } from './CreditPurchaseList';
import { CreditPurchaseShow } from './CreditPurchaseShow';

export default { list: CreditPurchaseList, show: CreditPurchaseShow, icon: AddCardIcon };
