import { Typography } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { homeFor } from '../../../access';
import { AuthCard } from '../../../components/auth-card';
import { getUser } from '../../../services/session';
import { RegisterForm } from '../../../components/register-form';
import { AUTH_TEXT } from '../../../texts/auth';

/** /register, with ?referral-id= prefilling the referral code (spec 2). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const user = getUser();
  if (user) return <Navigate to={homeFor(user)} replace />;
  return (
    <AuthCard title={AUTH_TEXT.register}>
      <RegisterForm referralCode={params.get('referral-id') ?? ''} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {AUTH_TEXT.haveAccount}
        <Link to="/login">{AUTH_TEXT.logIn}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
