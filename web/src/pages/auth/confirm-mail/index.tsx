import { MailOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { registeredEmail } from '../../../services/session';
import { TEXT } from '../../../texts';
import { AUTH_TEXT } from '../../../texts/auth';

/** /confirm-mail: names the address remembered from registration (spec 2). */
export default function ConfirmMailPage() {
  const email = registeredEmail();
  return (
    <AuthCard title={AUTH_TEXT.checkEmail}>
      <Result
        icon={<MailOutlined />}
        status={email ? 'info' : 'warning'}
        title={email ? AUTH_TEXT.verificationSent : TEXT.notFromRegistration}
        subTitle={
          email ? (
            <>
              {AUTH_TEXT.emailSentTo}
              <strong>{email}</strong>
              {AUTH_TEXT.clickTheLink}
            </>
          ) : undefined
        }
        extra={<Link to="/login">{TEXT.returnToLogin}</Link>}
      />
    </AuthCard>
  );
}
