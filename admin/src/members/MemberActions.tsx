import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/Mail';
import { Button } from '@mui/material';
import { hasCapability, type WireSchema } from '@earnwave/contracts';
import { useState } from 'react';
import { Confirm, TopToolbar, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useAdminAction } from '../components/useAdminAction';
import type { AdminDataProvider, MemberAction } from '../dataProvider';

/** Each action's confirmation and notice: `earnwave.member.confirm.<action>.{title,content,done}`. */
const confirmKey = (action: MemberAction, text: 'title' | 'content' | 'done') =>
  `earnwave.member.confirm.${action}.${text}`;

/** Deactivate or reactivate the account, or send a new verification link; each after a confirmation. */
export function MemberActions() {
  const record = useRecordContext<WireSchema<'AdminMemberDetail'>>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { busy, run } = useAdminAction();
  const translate = useTranslate();
  const [action, setAction] = useState<MemberAction | null>(null);
  if (!record) return <TopToolbar />;

  const confirm = async () => {
    if (!action) return;
    await run(() => dataProvider.memberAction(record.id, action), confirmKey(action, 'done'));
    setAction(null);
  };

  return (
    <TopToolbar>
      {!record.emailVerifiedAt && (
        <Button startIcon={<MailIcon />} onClick={() => setAction('resend-verification')}>
          {translate('earnwave.member.resendVerification')}
        </Button>
      )}
      {record.deactivatedAt ? (
        <Button color="success" startIcon={<LockOpenIcon />} onClick={() => setAction('reactivate')}>
          {translate('earnwave.member.reactivate')}
        </Button>
      ) : (
        // The console's accounts are not deactivated from it.
        !hasCapability(record.role, 'admin') && (
          <Button color="error" startIcon={<BlockIcon />} onClick={() => setAction('deactivate')}>
            {translate('earnwave.member.deactivate')}
          </Button>
        )
      )}
      <Confirm
        isOpen={action !== null}
        loading={busy}
        title={action ? confirmKey(action, 'title') : ''}
        content={action ? confirmKey(action, 'content') : ''}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </TopToolbar>
  );
}
