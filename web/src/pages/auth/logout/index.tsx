import { Result } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { clearUser } from '../../../services/session';
import { TEXT } from '../../../texts';

/** The logout screen (spec 2): clears the stored user and says goodbye. */
export default function LogoutPage() {
  useEffect(() => clearUser(), []);
  return (
    <AuthCard title="Logout">
      <Result
        status="success"
        title={TEXT.seeYouAgain}
        subTitle={TEXT.signedOut}
        extra={<Link to="/login">{TEXT.returnToLoginLink}</Link>}
      />
    </AuthCard>
  );
}
