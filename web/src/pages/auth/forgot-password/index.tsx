import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { fieldError } from '../../../components/field-errors';
import { useFormValues } from '../../../hooks/use-form-values';
import { Api, groupErrors } from '../../../services/api';
import { toast } from '../../../services/toast';
import { TEXT } from '../../../texts';
import { AUTH_TEXT } from '../../../texts/auth';

/** /forgot-password: the e-mail is required; success toasts 'Email send to {email}' (spec 5 and 8). */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const [{ email = '' }, tracked] = useFormValues<{ email: string }>();
  const [errors, setErrors] = useState<string[]>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ email: typed }: { email: string }) => {
    setBusy(true);
    setErrors(undefined);
    try {
      await Api.forgotPassword(typed.trim());
      toast.success(TEXT.emailSend(typed.trim()));
      form.resetFields();
    } catch (error) {
      const grouped = groupErrors(error, ['email']);
      setErrors([...(grouped.email ?? []), ...(grouped.general ?? [])]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={AUTH_TEXT.forgotTitle}>
      <Typography.Paragraph>{AUTH_TEXT.forgotIntro}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} {...tracked} requiredMark={false}>
        <Form.Item
          label={AUTH_TEXT.emailAddress}
          name="email"
          rules={[{ required: true, whitespace: true, message: AUTH_TEXT.emailRequired }]}
          {...fieldError(errors)}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={!email.trim()} loading={busy}>
          {TEXT.sendResetLink}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/login">{TEXT.returnToLogin}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
