import { Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { PageLoading } from '../../../components/page-loading';
import { useLoad } from '../../../hooks/use-load';
import { Api } from '../../../services/api';
import { emailFromHash } from '../../../services/link-hash';
import { TEXT } from '../../../texts';
import { AUTH_TEXT } from '../../../texts/auth';

/** One call per link, even when React runs the effect twice (a link is single use). */
const calls = new Map<string, Promise<{ email: string }>>();
function verifyOnce(hash: string, email: string) {
  if (!calls.has(hash)) calls.set(hash, Api.verifyEmail(hash, email));
  return calls.get(hash)!;
}

/**
 * /verification?hash=: reads the e-mail from the hash and verifies it with the hash as bearer.
 * Without a hash, or on any failure: 'Sorry link is not enable' (spec 2).
 */
export default function VerificationPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const email = emailFromHash(hash);
  const linked = Boolean(hash && email);
  const verification = useLoad(() => verifyOnce(hash!, email!), [hash, email], { skip: !linked });
  const verified = verification.value;
  const failed = !linked || verification.error !== undefined;

  return (
    <AuthCard title={AUTH_TEXT.emailVerification}>
      {!failed && !verified && <PageLoading />}
      {!failed && verified && (
        <Result
          status="success"
          title={AUTH_TEXT.emailVerified}
          subTitle={AUTH_TEXT.verifiedCanLogIn(verified.email)}
          extra={<Link to="/login">{AUTH_TEXT.logIn}</Link>}
        />
      )}
      {failed && (
        <Result status="warning" title={TEXT.linkNotEnabled} extra={<Link to="/login">{TEXT.returnToLogin}</Link>} />
      )}
    </AuthCard>
  );
}
