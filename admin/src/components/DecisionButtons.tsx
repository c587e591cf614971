import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { needsChainOverride } from '@earnwave/contracts';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
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
    if (await run(() => dataProvider.approve(resource, record.id, body), 'earnwave.decision.approved')) close();
  };
  const reject = async (reason: string) => {
    if (await run(() => dataProvider.reject(resource, record.id, reason), 'earnwave.decision.rejected', 'info'))
      close();
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
          {translate('earnwave.action.approve')}
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
          {translate('earnwave.action.reject')}
        </Button>
      )}
      <Dialog open={dialog === 'approve'} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('earnwave.decision.approveTitle')}</DialogTitle>
        <DialogContent>
          <ChainCheckField />
          {asksOverride && (
            <TextField
              fullWidth
              multiline
              margin="dense"
              label={translate('earnwave.decision.overrideReason')}
              helperText={translate('earnwave.decision.overrideHelp', { status: check.status })}
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
              label={translate(txid === 'required' ? 'earnwave.decision.payoutTxid' : 'earnwave.decision.paymentTxid')}
              helperText={translate(
                txid === 'required' ? 'earnwave.decision.payoutTxidHelp' : 'earnwave.decision.paymentTxidHelp',
              )}
              required={txid === 'required'}
              value={payoutTxid}
              onChange={(event) => setPayoutTxid(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'txid-input' } }}
            />
          ) : (
            translate('earnwave.decision.final')
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('earnwave.action.cancel')}</Button>
          <Button
            variant="contained"
            color="success"
            disabled={busy || (txid === 'required' && !payoutTxid.trim()) || (asksOverride && !override.trim())}
            onClick={approve}
          >
            {translate('earnwave.action.approve')}
          </Button>
        </DialogActions>
      </Dialog>
      <ReasonDialog
        open={dialog === 'reject'}
        title={translate('earnwave.decision.rejectTitle')}
        helperText={
          check?.status === 'mismatch'
            ? translate('earnwave.decision.rejectHelpMismatch', { detail: check.detail })
            : translate('earnwave.decision.rejectHelp')
        }
        optional={check?.status === 'mismatch'}
        action={translate('earnwave.action.reject')}
        busy={busy}
        onConfirm={reject}
        onClose={close}
      />
    </Stack>
  );
}
