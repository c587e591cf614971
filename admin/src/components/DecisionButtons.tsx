import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { needsChainOverride } from '@earnwave/contracts';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { ChainCheckField, chainCheckOf } from './ChainCheckField';
import { PENDING_ONLY, type Decidable } from './decisions';
import { ReasonDialog } from './ReasonDialog';
import { useAdminAction } from './useAdminAction';

export type TxidRule = 'none' | 'optional' | 'required';

/**
 * Approve and reject for a pending request. Reject asks for a reason; approve asks for the payout
 * Txid (withdrawals) or offers one (credit purchases without the member's). The server decides each
 * request once: a second click or a second administrator gets its "already decided" message.
 * `decidable` says which buttons a record shows (both while it is pending, by default).
 * A deposit's Approve dialog shows its chain check and, when the check is mismatch, not-found or
 * pending, asks for the override reason the server requires; rejecting a mismatch may leave the
 * reason empty (the server takes the check's finding).
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
  const [override, setOverride] = useState('');
  const canApprove = !!record && decidable.approve(record);
  const canReject = !!record && decidable.reject(record);
  if (!record || (!canApprove && !canReject)) return null;

  const asksTxid = txid === 'required' || (txid === 'optional' && !record.txid);
  const check = chainCheckOf(record);
  const asksOverride = !!check && needsChainOverride(check.status);
  const close = () => {
    setDialog(null);
    setPayoutTxid('');
    setOverride('');
  };
  const approve = async () => {
    const given = payoutTxid.trim();
    const body = { ...(given ? { txid: given } : {}), ...(asksOverride ? { override: override.trim() } : {}) };
    if (await run(() => dataProvider.approve(resource, record.id, body), 'Approved')) close();
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
          <ChainCheckField />
          {asksOverride && (
            <TextField
              fullWidth
              multiline
              margin="dense"
              label="Override reason"
              helperText={`The chain check says ${check.status}: say why you approve anyway (audited).`}
              required
              value={override}
              onChange={(event) => setOverride(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'override-input', maxLength: 500 } }}
            />
          )}
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
            disabled={busy || (txid === 'required' && !payoutTxid.trim()) || (asksOverride && !override.trim())}
            onClick={approve}
          >
            Approve
          </Button>
        </DialogActions>
      </Dialog>
      <ReasonDialog
        open={dialog === 'reject'}
        title="Reject this request"
        helperText={
          check?.status === 'mismatch'
            ? `The member reads this. Leave it empty to give the chain check's finding: ${check.detail}`
            : 'The member reads this.'
        }
        optional={check?.status === 'mismatch'}
        action="Reject"
        busy={busy}
        onConfirm={reject}
        onClose={close}
      />
    </Stack>
  );
}
