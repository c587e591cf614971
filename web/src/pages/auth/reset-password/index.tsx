import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { fieldError, GeneralErrors } from '../../../components/field-errors';
import { useFormValues } from '../../../hooks/use-form-values';
import { Api, groupErrors } from '../../../services/api';
import { emailFromHash } from '../../../services/link-hash';
import { toast } from '../../../services/toast';
import { TEXT } from '../../../texts';
import { AUTH_TEXT } from '../../../texts/auth';

const PARAMS = ['password', 'confirmPassword'] as const;

interface Values {
  password: string;
  confirmPassword: string;
}

/**
 * /reset-password?hash=: without a hash, 'The link is not valid.'; else New Password and Confirm
 * Password, both required, errors by field and general; success sends the user to log in (spec 2, 5, 8).
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const [form] = Form.useForm<Values>();
  const [values, tracked] = useFormValues<Values>();
  const [errors, setErrors] = useState<ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (!hash) {
    return (
      <AuthCard title={AUTH_TEXT.resetPassword}>
        <Result
          status="warning"
          title={TEXT.linkNotValid}
          extra={<Link to="/forgot-password">{TEXT.sendResetLink}</Link>}
        />
      </AuthCard>
    );
  }

  const submit = async (submitted: Values) => {
    setBusy(true);
    setErrors({});
    try {
      await Api.resetPassword(hash, { ...submitted, email: emailFromHash(hash) ?? '' });
      toast.success(TEXT.loginWithNewPassword);
      navigate('/login', { replace: true });
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={AUTH_TEXT.resetPassword}>
      <Form form={form} layout="vertical" onFinish={submit} {...tracked} requiredMark={false}>
        <Form.Item
          label={TEXT.newPassword}
          name="password"
          rules={[{ required: true, message: AUTH_TEXT.newPasswordRequired }]}
          {...fieldError(errors.password)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={TEXT.confirmPassword}
          name="confirmPassword"
          rules={[{ required: true, message: AUTH_TEXT.confirmRequired }]}
          {...fieldError(errors.confirmPassword)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <GeneralErrors messages={errors.general} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          disabled={!values.password || !values.confirmPassword}
        >
          {TEXT.setPassword}
        </Button>
      </Form>
    </AuthCard>
  );
}
