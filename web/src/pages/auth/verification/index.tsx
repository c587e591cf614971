import { Result } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { PageLoading } from '../../../components/page-loading';
import { Api } from '../../../services/api';
import { emailFromHash } from '../../../services/link-hash';
import { TEXT } from '../../../texts';

/** One call per link, even when React runs the effect twice (a link is single use). */
const calls = new Map<string, Promise<{ email: string }>>();
function verifyOnce(hash: string, email: string) {
  if (!calls.has(hash)) calls.set(hash, Api.verifyEmail(hash, email));
  return calls.get(hash)!;
}

type State = { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'failed' };

/**
 * /verification?hash=: reads the e-mail from the hash and verifies it with the hash as bearer.
 * Without a hash, or on any failure: 'Sorry link is not enable' (spec 2).
 */
export default function VerificationPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const email = emailFromHash(hash);
  const [state, setState] = useState<State>(hash && email ? { kind: 'checking' } : { kind: 'failed' });

  useEffect(() => {
    if (!hash || !email) return;
    let live = true;
    verifyOnce(hash, email).then(
      (answer) => live && setState({ kind: 'verified', email: answer.email }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [hash, email]);

  return (
    <AuthCard title="E-mail verification">
      {state.kind === 'checking' && <PageLoading />}
      {state.kind === 'verified' && (
        <Result
          status="success"
          title="Your e-mail is verified"
          subTitle={`${state.email} has been verified. You can log in now.`}
          extra={<Link to="/login">Log in</Link>}
        />
      )}
      {state.kind === 'failed' && (
        <Result status="warning" title={TEXT.linkNotEnabled} extra={<Link to="/login">{TEXT.returnToLogin}</Link>} />
      )}
    </AuthCard>
  );
}
