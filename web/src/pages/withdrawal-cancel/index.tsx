import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { Api, ApiError } from '../../services/api';
import { TEXT } from '../../texts';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

/**
 * /withdrawal/cancel?hash=: the link a withdrawal's mail carries. It cancels only when the member
 * presses the button (a mail scanner opening the link changes nothing); the hash is the bearer,
 * so no sign-in is needed: whoever holds the member's mailbox may stop a payout.
 */
export default function CancelWithdrawalPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const [state, setState] = useState<State>(
    hash ? { kind: 'asking' } : { kind: 'failed', message: TEXT.linkNotEnabled },
  );

  const cancel = async () => {
    if (!hash) return;
    setState({ kind: 'sending' });
    try {
      await Api.cancelWithdrawal(hash);
      setState({ kind: 'cancelled' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof ApiError ? error.message : TEXT.linkNotEnabled });
    }
  };

  return (
    <AuthCard title={TEXT.withdrawalCancelTitle}>
      {(state.kind === 'asking' || state.kind === 'sending') && (
        <>
          <p>{TEXT.withdrawalCancelIntro}</p>
          <Button type="primary" danger block loading={state.kind === 'sending'} onClick={cancel}>
            {TEXT.withdrawalCancelButton}
          </Button>
        </>
      )}
      {state.kind === 'cancelled' && (
        <Result
          status="success"
          title={TEXT.withdrawalCancelled}
          extra={<Link to="/login">{TEXT.returnToLogin}</Link>}
        />
      )}
      {state.kind === 'failed' && (
        <Alert type="warning" showIcon title={state.message} action={<Link to="/login">{TEXT.returnToLogin}</Link>} />
      )}
    </AuthCard>
  );
}
