import { Typography } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { homeFor } from '../../../access';
import { AuthCard } from '../../../components/auth-card';
import { getUser } from '../../../services/session';
import { LoginForm } from '../../../components/sign-in/login-form';
import { AUTH_TEXT } from '../../../texts/auth';

/** /login: a signed-in visitor is sent where their role leads (spec 4). */
export default function LoginPage() {
  const user = getUser();
  if (user) return <Navigate to={homeFor(user)} replace />;
  return (
    <AuthCard title={AUTH_TEXT.logIn}>
      <LoginForm />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {AUTH_TEXT.noAccountYet}
        <Link to="/register">{AUTH_TEXT.createAccount}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
