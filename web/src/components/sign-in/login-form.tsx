import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { homeFor } from '../../access';
import { GeneralErrors } from '../field-errors';
import { Api, groupErrors, needsCode, type LoginAnswer } from '../../services/api';
import { setUser } from '../../services/session';
import { useFormValues } from '../../hooks/use-form-values';
import { CodeStep } from './code-step';
import { AUTH_TEXT } from '../../texts/auth';

interface Values {
  email: string;
  password: string;
}

/**
 * Login (spec 5 and 8): the button stays disabled until both fields are filled; the e-mail is
 * trimmed and the password sent as typed (spaces around it are part of it, as when it was set);
 * every server error is listed under general. With two-factor sign-in on, the code step follows.
 * Then the user goes where their role and status lead.
 */
export function LoginForm({ compact = false }: { compact?: boolean }) {
  const [form] = Form.useForm<Values>();
  const [{ email = '', password = '' }, tracked] = useFormValues<Values>();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  /** The password step's token while the code is asked for. */
  const [mfaToken, setMfaToken] = useState<string>();
  const navigate = useNavigate();

  const signedIn = (user: LoginAnswer) => {
    setUser(user);
    navigate(homeFor(user), { replace: true });
  };

  const submit = async (values: Values) => {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await Api.login(values.email.trim(), values.password);
      if (needsCode(answer)) {
        setMfaToken(answer.mfaToken);
        setBusy(false);
      } else signedIn(answer);
    } catch (error) {
      setErrors(groupErrors(error, []).general ?? []);
      setBusy(false);
    }
  };

  const filled = email.trim() !== '' && password !== '';
  if (mfaToken) return <CodeStep mfaToken={mfaToken} onSignedIn={signedIn} onRestart={() => setMfaToken(undefined)} />;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      {...tracked}
      requiredMark={false}
      name={compact ? 'login-compact' : 'login'}
    >
      <Form.Item label={AUTH_TEXT.emailAddress} name="email">
        <Input type="email" autoComplete="email" autoFocus={compact} />
      </Form.Item>
      <Form.Item label={AUTH_TEXT.password} name="password">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <GeneralErrors messages={errors} />
      <Form.Item style={{ marginBottom: compact ? 8 : 16 }}>
        <Button type="primary" htmlType="submit" block disabled={!filled} loading={busy}>
          {AUTH_TEXT.logIn}
        </Button>
      </Form.Item>
      <Link to="/forgot-password">{AUTH_TEXT.forgotPassword}</Link>
    </Form>
  );
}
