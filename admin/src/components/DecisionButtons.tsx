import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';

export type TxidRule = 'none' | 'optional' | 'required';

/**
 * Approve and reject for a pending request. Reject asks for a reason; approve asks for the payout
 * Txid (withdrawals) or offers one (credit purchases without the member's). The server decides each
 * request once: a second click or a second administrator gets its "already decided" message.
 */
export function DecisionButtons({ txid = 'none' }: { txid?: TxidRule }) {
  const record = useRecordContext<{ id: string; status: string; txid?: string | null }>();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [payoutTxid, setPayoutTxid] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'pending') return null;

  const asksTxid = txid === 'required' || (txid === 'optional' && !record.txid);
  const close = () => {
    setDialog(null);
    setReason('');
    setPayoutTxid('');
  };
  const decide = async () => {
    setBusy(true);
    try {
      if (dialog === 'approve') {
        await dataProvider.approve(resource, record.id, payoutTxid.trim() ? { txid: payoutTxid.trim() } : {});
        notify('Approved', { type: 'success' });
      } else {
        await dataProvider.reject(resource, record.id, reason.trim());
        notify('Rejected', { type: 'info' });
      }
      close();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const approveWithoutDialog = !asksTxid;

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
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
      <Dialog open={dialog !== null} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{dialog === 'approve' ? 'Approve this request?' : 'Reject this request'}</DialogTitle>
        <DialogContent>
          {dialog === 'approve' && approveWithoutDialog && 'The decision is final and recorded with your name.'}
          {dialog === 'approve' && asksTxid && (
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
          )}
          {dialog === 'reject' && (
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              label="Reason"
              helperText="The member reads this."
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'reason-input', maxLength: 500 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="contained"
            color={dialog === 'approve' ? 'success' : 'error'}
            disabled={
              busy ||
              (dialog === 'reject' && !reason.trim()) ||
              (dialog === 'approve' && txid === 'required' && !payoutTxid.trim())
            }
            onClick={decide}
          >
            {dialog === 'approve' ? 'Approve' : 'Reject'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
