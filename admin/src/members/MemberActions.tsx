import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/Mail';
import { Button } from '@mui/material';
import { hasCapability, type WireSchema } from '@earnwave/contracts';
import { useState } from 'react';
import { Confirm, TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { useAdminAction } from '../components/useAdminAction';
import type { AdminDataProvider, MemberAction } from '../dataProvider';

const TEXTS: Record<MemberAction, { title: string; content: string; done: string }> = {
  deactivate: {
    title: 'Deactivate this account?',
    content: 'The member is signed out everywhere and cannot sign in. The balance is kept; you can reactivate later.',
    done: 'Account deactivated',
  },
  reactivate: {
    title: 'Reactivate this account?',
    content: 'The member can sign in again. Sessions from before the deactivation stay closed.',
    done: 'Account reactivated',
  },
  'resend-verification': {
    title: 'Send a new verification link?',
    content: 'The member receives a fresh link by e-mail.',
    done: 'Verification link sent',
  },
};

/** Deactivate or reactivate the account, or send a new verification link; each after a confirmation. */
export function MemberActions() {
  const record = useRecordContext<WireSchema<'AdminMemberDetail'>>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { busy, run } = useAdminAction();
  const [action, setAction] = useState<MemberAction | null>(null);
  if (!record) return <TopToolbar />;

  const confirm = async () => {
    if (!action) return;
    await run(() => dataProvider.memberAction(record.id, action), TEXTS[action].done);
    setAction(null);
  };

  return (
    <TopToolbar>
      {!record.emailVerifiedAt && (
        <Button startIcon={<MailIcon />} onClick={() => setAction('resend-verification')}>
          Resend verification
        </Button>
      )}
      {record.deactivatedAt ? (
        <Button color="success" startIcon={<LockOpenIcon />} onClick={() => setAction('reactivate')}>
          Reactivate
        </Button>
      ) : (
        // The console's accounts are not deactivated from it.
        !hasCapability(record.role, 'admin') && (
          <Button color="error" startIcon={<BlockIcon />} onClick={() => setAction('deactivate')}>
            Deactivate
          </Button>
        )
      )}
      <Confirm
        isOpen={action !== null}
        loading={busy}
        title={action ? TEXTS[action].title : ''}
        content={action ? TEXTS[action].content : ''}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      />
    </TopToolbar>
  );
}
