import { Typography } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { homeFor } from '../../../access';
import { AuthCard } from '../../../components/auth-card';
import { getUser } from '../../../services/session';
import { LoginForm } from '../../../components/sign-in/login-form';

/** /login: a signed-in visitor is sent where their role leads (spec 4). */
export default function LoginPage() {
  const user = getUser();
  if (user) return <Navigate to={homeFor(user)} replace />;
  return (
    <AuthCard title="Log in">
      <LoginForm />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        No account yet? <Link to="/register">Create an account</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
