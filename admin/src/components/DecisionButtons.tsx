import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { PENDING_ONLY, type Decidable } from './decisions';
import { ReasonDialog } from './ReasonDialog';
import { useAdminAction } from './useAdminAction';

export type TxidRule = 'none' | 'optional' | 'required';

/**
 * Approve and reject for a pending request. Reject asks for a reason; approve asks for the payout
 * Txid (withdrawals) or offers one (credit purchases without the member's). The server decides each
 * request once: a second click or a second administrator gets its "already decided" message.
 * `decidable` says which buttons a record shows (both while it is pending, by default).
 */
export function DecisionButtons({
  txid = 'none',
  decidable = PENDING_ONLY,
}: {
  txid?: TxidRule;
  decidable?: Decidable;
}) {
  const record = useRecordContext<{ id: string; status: string; txid?: string | null }>();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { busy, run } = useAdminAction();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [payoutTxid, setPayoutTxid] = useState('');
  const canApprove = !!record && decidable.approve(record);
  const canReject = !!record && decidable.reject(record);
  if (!record || (!canApprove && !canReject)) return null;

  const asksTxid = txid === 'required' || (txid === 'optional' && !record.txid);
  const close = () => {
    setDialog(null);
    setPayoutTxid('');
  };
  const approve = async () => {
    const given = payoutTxid.trim();
    if (await run(() => dataProvider.approve(resource, record.id, given ? { txid: given } : {}), 'Approved')) close();
  };
  const reject = async (reason: string) => {
    if (await run(() => dataProvider.reject(resource, record.id, reason), 'Rejected', 'info')) close();
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {canApprove && (
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={busy}
          onClick={() => setDialog('approve')}
        >
          Approve
        </Button>
      )}
      {canReject && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={busy}
          onClick={() => setDialog('reject')}
        >
          Reject
        </Button>
      )}
      <Dialog open={dialog === 'approve'} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Approve this request?</DialogTitle>
        <DialogContent>
          {asksTxid ? (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={txid === 'required' ? 'Payout Txid' : 'Txid of the payment'}
              helperText={txid === 'required' ? 'The transaction that sent the payout.' : 'The member gave none.'}
              required={txid === 'required'}
              value={payoutTxid}
              onChange={(event) => setPayoutTxid(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'txid-input' } }}
            />
          ) : (
            'The decision is final and recorded with your name.'
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="contained"
            color="success"
            disabled={busy || (txid === 'required' && !payoutTxid.trim())}
            onClick={approve}
          >
            Approve
          </Button>
        </DialogActions>
      </Dialog>
      <ReasonDialog
        open={dialog === 'reject'}
        title="Reject this request"
        helperText="The member reads this."
        action="Reject"
        busy={busy}
        onConfirm={reject}
        onClose={close}
      />
    </Stack>
  );
}
