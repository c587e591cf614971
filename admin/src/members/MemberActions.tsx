import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/Mail';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
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
  const record = useRecordContext<{
    id: string;
    deactivatedAt: string | null;
    emailVerifiedAt: string | null;
    role: string;
  }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [action, setAction] = useState<MemberAction | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return <TopToolbar />;

  const run = async () => {
    if (!action) return;
    setBusy(true);
    try {
      await dataProvider.memberAction(record.id, action);
      notify(TEXTS[action].done, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAction(null);
      refresh();
    }
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
        record.role !== 'admin' && (
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
        onConfirm={run}
        onClose={() => setAction(null)}
      />
    </TopToolbar>
  );
}
