import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { LedgerTransactionList } from './LedgerTransactionList';
import { LedgerTransactionShow } from './LedgerTransactionShow';

export default { list: LedgerTransactionList, show: LedgerTransactionShow, icon: ReceiptLongIcon };
