import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { fieldError, GeneralErrors } from '../../../../components/field-errors';
import { Api, groupErrors, replacingToken } from '../../../../services/api';
import { updateUser } from '../../../../services/session';
import { toast } from '../../../../services/toast';
import { TEXT } from '../../../../texts';
import { SETTINGS_TEXT } from '../../../../texts/dashboard';

const PARAMS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change Password (spec 5): all three fields required, errors by field. The server answers a fresh
 * session token (older ones stop working), which replaces the stored one.
 */
export function ChangePasswordCard({ memberId }: { memberId: string }) {
  const [form] = Form.useForm<Values>();
  const [errors, setErrors] = useState<ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    setErrors({});
    try {
      await replacingToken(
        () => Api.changePassword(memberId, values),
        (answer) => answer?.token && updateUser({ token: answer.token }),
      );
      toast.success(TEXT.passwordChanged);
      form.resetFields();
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
    } finally {
      setBusy(false);
    }
  };

  const required = (message: string) => [{ required: true, message }];
  return (
    <Card title={SETTINGS_TEXT.changePassword}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="change-password">
        <Form.Item
          label={SETTINGS_TEXT.oldPassword}
          name="oldPassword"
          rules={required(SETTINGS_TEXT.oldPasswordRequired)}
          {...fieldError(errors.oldPassword)}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={SETTINGS_TEXT.newPassword}
          name="newPassword"
          rules={required(SETTINGS_TEXT.newPasswordRequired)}
          {...fieldError(errors.newPassword)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={SETTINGS_TEXT.confirmPassword}
          name="confirmPassword"
          rules={required(SETTINGS_TEXT.confirmRequired)}
          {...fieldError(errors.confirmPassword)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <GeneralErrors messages={errors.general} />
        <Button type="primary" htmlType="submit" loading={busy}>
          {SETTINGS_TEXT.updatePassword}
        </Button>
      </Form>
    </Card>
  );
}
