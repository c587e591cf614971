import { DEFAULT_REGISTRATION_ROLE, type RegistrationRole } from '@earnwave/contracts';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fieldError, GeneralErrors } from './field-errors';
import { useFormValues } from '../hooks/use-form-values';
import { Api, groupErrors } from '../services/api';
import { rememberRegisteredEmail } from '../services/session';
import { toast } from '../services/toast';
import { TEXT } from '../texts';
import { AUTH_TEXT } from '../texts/auth';

/** Spec 9: the user goes to /confirm-mail 1 second after registering. */
export const REGISTRATION_REDIRECT_MS = 1000;

const ROLE_OPTIONS: { value: RegistrationRole; label: string }[] = [
  { value: 'member', label: AUTH_TEXT.roles.member },
  { value: 'advertiser', label: AUTH_TEXT.roles.advertiser },
  { value: 'member_advertiser', label: AUTH_TEXT.roles.memberAdvertiser },
];

const PARAMS = ['name', 'email', 'password', 'confirmPassword', 'isAccepted'] as const;
type Errors = ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>;

interface Values {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  isAccepted: boolean;
  role: RegistrationRole;
  referralCode?: string;
}

/**
 * Registration (spec 5): the button stays disabled until name, e-mail, both passwords, the terms
 * and the role are set; the e-mail is trimmed as typed. A failure toasts the server's message and
 * shows its errors by field; success remembers the e-mail and moves on to /confirm-mail.
 */
export function RegisterForm({ referralCode = '', role }: { referralCode?: string; role?: RegistrationRole }) {
  const [form] = Form.useForm<Values>();
  const [values, tracked] = useFormValues<Values>({
    role: role ?? DEFAULT_REGISTRATION_ROLE,
    referralCode,
    isAccepted: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (submitted: Values) => {
    setBusy(true);
    setErrors({});
    try {
      await Api.register({
        name: submitted.name.trim(),
        email: submitted.email.trim(),
        password: submitted.password,
        confirmPassword: submitted.confirmPassword,
        isAccepted: submitted.isAccepted,
        referralCode: submitted.referralCode?.trim() || undefined,
        role: submitted.role,
      });
      rememberRegisteredEmail(submitted.email.trim());
      toast.success(TEXT.registered(submitted.name.trim()));
      timer.current = setTimeout(() => navigate('/confirm-mail'), REGISTRATION_REDIRECT_MS);
    } catch (error) {
      toast.error((error as Error).message);
      setErrors(groupErrors(error, PARAMS));
      setBusy(false);
    }
  };

  const ready = Boolean(
    values.name?.trim() &&
    values.email?.trim() &&
    values.password &&
    values.confirmPassword &&
    values.isAccepted &&
    values.role,
  );

  return (
    <Form form={form} layout="vertical" name="register" requiredMark={false} onFinish={submit} {...tracked}>
      <Form.Item label={AUTH_TEXT.name} name="name" {...fieldError(errors.name)}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={AUTH_TEXT.emailAddress}
        name="email"
        normalize={(value: string) => value?.trim()}
        {...fieldError(errors.email)}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={AUTH_TEXT.password} name="password" {...fieldError(errors.password)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={AUTH_TEXT.confirmPassword} name="confirmPassword" {...fieldError(errors.confirmPassword)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={AUTH_TEXT.joinAs} name="role">
        <Select options={ROLE_OPTIONS} aria-label={AUTH_TEXT.joinAs} />
      </Form.Item>
      <Form.Item label={AUTH_TEXT.referralCode} name="referralCode">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="isAccepted" valuePropName="checked" {...fieldError(errors.isAccepted)}>
        <Checkbox>
          {AUTH_TEXT.iAccept}
          <Link to="/terms-and-conditions">{AUTH_TEXT.terms}</Link>
          {AUTH_TEXT.andThe}
          <Link to="/privacy-policy">{AUTH_TEXT.privacyPolicy}</Link>
        </Checkbox>
      </Form.Item>
      <GeneralErrors messages={errors.general} />
      <Button type="primary" htmlType="submit" block disabled={!ready} loading={busy}>
        {AUTH_TEXT.register}
      </Button>
    </Form>
  );
}
