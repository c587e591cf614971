import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The longest reason the API takes (a rejection, a hidden post). */
const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** Who reads the reason, and what the action does. */
  helperText: string;
  /** The confirm button's label, e.g. Reject, Hide. */
  action: string;
  busy: boolean;
  /** Called with the trimmed reason; the caller closes the dialog once the server agreed. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** The reason may be left empty (the server then says why itself, e.g. a chain mismatch). */
  optional?: boolean;
}

/** A required reason for an action someone reads (a rejected request, a hidden post); a fresh one each time it opens. */
export function ReasonDialog({ open, onClose, ...form }: ReasonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <ReasonForm {...form} onClose={onClose} />
    </Dialog>
  );
}

/** Inside the dialog, which unmounts it on close: the typed reason goes with it. */
function ReasonForm({
  title,
  helperText,
  action,
  busy,
  onConfirm,
  onClose,
  optional,
}: Omit<ReasonDialogProps, 'open'>) {
  const [reason, setReason] = useState('');
  const translate = useTranslate();
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={translate('earnwave.reason.label')}
          helperText={helperText}
          required={!optional}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'reason-input', maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('earnwave.action.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || (!optional && !reason.trim())}
          onClick={() => onConfirm(reason.trim())}
        >
          {action}
        </Button>
      </DialogActions>
    </>
  );
}
