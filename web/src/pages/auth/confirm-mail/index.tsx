import { MailOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { registeredEmail } from '../../../services/session';
import { TEXT } from '../../../texts';

/** /confirm-mail: names the address remembered from registration (spec 2). */
export default function ConfirmMailPage() {
  const email = registeredEmail();
  return (
    <AuthCard title="Please check your e-mail">
      <Result
        icon={<MailOutlined />}
        status={email ? 'info' : 'warning'}
        title={email ? 'Verification e-mail sent' : TEXT.notFromRegistration}
        subTitle={
          email ? (
            <>
              An e-mail has been sent to <strong>{email}</strong>. Please click on the included link to verify your
              address.
            </>
          ) : undefined
        }
        extra={<Link to="/login">{TEXT.returnToLogin}</Link>}
      />
    </AuthCard>
  );
}
