import { Result } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { logOut } from '../../../services/logout';
import { TEXT } from '../../../texts';
import { AUTH_TEXT } from '../../../texts/auth';

/** The logout screen (spec 2): ends the session, clears the stored user and says goodbye. */
export default function LogoutPage() {
  useEffect(() => void logOut(), []);
  return (
    <AuthCard title={AUTH_TEXT.logout}>
      <Result
        status="success"
        title={TEXT.seeYouAgain}
        subTitle={TEXT.signedOut}
        extra={<Link to="/login">{TEXT.returnToLoginLink}</Link>}
      />
    </AuthCard>
  );
}
