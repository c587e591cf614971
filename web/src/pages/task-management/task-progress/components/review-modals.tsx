import type { ScreenshotDecision } from '@earnwave/contracts';
import { TASK_LIMITS } from '@earnwave/contracts';
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { TASK_TEXT } from '../../../../texts/task-management';

/**
 * The review of a proof (spec 2 and 4): 'Confirm Action' asks 'Are you sure you want to
 * accept/reject this task?' (Cancel, 'Yes, Confirm'); a confirmed reject then asks for the
 * 'Rejection Reason', which must not be blank or whitespace (spec 5).
 */
export function ReviewModals({
  choice,
  onCancel,
  onDecide,
}: {
  /** The decision being confirmed, or null when none is. */
  choice: ScreenshotDecision | null;
  onCancel: () => void;
  /** Sends the decision; resolves when it is done (the modals close), whatever the outcome. */
  onDecide: (status: ScreenshotDecision, rejectionMessage?: string) => Promise<void>;
}) {
  const [step, setStep] = useState<'confirm' | 'reason'>('confirm');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStep('confirm');
    setReason('');
    setBusy(false);
    onCancel();
  };

  const decide = async (status: ScreenshotDecision, rejectionMessage?: string) => {
    setBusy(true);
    await onDecide(status, rejectionMessage);
    setStep('confirm');
    setReason('');
    setBusy(false);
  };

  const confirm = () => {
    if (choice === 'REJECTED') setStep('reason');
    else if (choice) void decide(choice);
  };

  return (
    <>
      <Modal
        open={choice !== null && step === 'confirm'}
        title={TASK_TEXT.confirmAction}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close} disabled={busy}>
            {TASK_TEXT.cancel}
          </Button>,
          <Button key="confirm" type="primary" danger={choice === 'REJECTED'} loading={busy} onClick={confirm}>
            {TASK_TEXT.yesConfirm}
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          {TASK_TEXT.confirmQuestion(choice === 'REJECTED' ? 'reject' : 'accept')}
        </Typography.Paragraph>
      </Modal>
      <Modal
        open={choice === 'REJECTED' && step === 'reason'}
        title={TASK_TEXT.rejectionReason}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button
            key="submit"
            type="primary"
            danger
            loading={busy}
            disabled={!reason.trim()}
            onClick={() => reason.trim() && decide('REJECTED', reason.trim())}
          >
            {TASK_TEXT.submitRejection}
          </Button>,
        ]}
      >
        <Input.TextArea
          aria-label={TASK_TEXT.rejectionReason}
          placeholder={TASK_TEXT.rejectionPlaceholder}
          value={reason}
          maxLength={TASK_LIMITS.rejectionMessageMax}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}
