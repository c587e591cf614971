import DoneIcon from '@mui/icons-material/Done';
import { Button } from '@mui/material';
import {
  BooleanInput,
  DatagridConfigurable,
  DateField,
  List,
  NumberField,
  TextField,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useAdminAction } from '../components/useAdminAction';
import type { AdminDataProvider, RefusedCardPaymentRecord } from '../dataProvider';

/**
 * Paid card checkouts the server refused (a level at or below the one held, an unknown member,
 * level or amount): the administrator refunds each in the card provider's dashboard by its payment
 * intent, then marks it refunded here (the provider's own refund notice marks it too).
 */
export function RefusedCardPaymentList() {
  return (
    <List
      filters={[<BooleanInput key="refunded" source="refunded" label="Refunded" alwaysOn />]}
      filterDefaultValues={{ refunded: false }}
      sort={{ field: 'receivedAt', order: 'DESC' }}
    >
      <DatagridConfigurable bulkActionButtons={false}>
        <DateField source="receivedAt" label="Paid" showTime />
        <TextField source="memberName" label="Member" emptyText="(no member)" />
        <TextField source="clientReference" label="Reference" sortable={false} />
        <TextField source="level" label="Level paid for" emptyText="(unknown)" />
        <NumberField source="amount" label="Amount" />
        <TextField source="currency" label="Currency" sortable={false} />
        <TextField source="paymentIntent" label="Payment intent" sortable={false} />
        <TextField source="reason" label="Why refused" sortable={false} />
        <DateField source="refundedAt" label="Refunded" showTime emptyText="not yet" />
        <MarkRefundedButton />
      </DatagridConfigurable>
    </List>
  );
}

/** Records that the money went back; the server takes the first mark only. */
function MarkRefundedButton() {
  const record = useRecordContext<RefusedCardPaymentRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { busy, run } = useAdminAction();
  const translate = useTranslate();
  if (!record || record.refundedAt) return null;
  return (
    <Button
      size="small"
      startIcon={<DoneIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run(() => dataProvider.markRefunded(record.id), 'earnwave.refusedCardPayment.marked');
      }}
    >
      {translate('earnwave.refusedCardPayment.markRefunded')}
    </Button>
  );
}
