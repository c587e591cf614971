import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { RefusedCardPaymentList } from './RefusedCardPaymentList';

export default { list: RefusedCardPaymentList, icon: MoneyOffIcon };
