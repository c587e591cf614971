import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { fieldError, GeneralErrors } from './field-errors';
import { useFormValues } from '../hooks/use-form-values';
import { useLoad } from '../hooks/use-load';
import { Api, groupErrors } from '../services/api';
import { toast } from '../services/toast';
import { TEXT } from '../texts';
import { REFERRALS_TEXT } from '../texts/dashboard';

/** The referral link (spec 2): origin/register?referral-id={code}. */
export const referralLink = (code: string, origin = window.location.origin) =>
  `${origin}/register?referral-id=${encodeURIComponent(code)}`;

/** The member's referral link with a copy button. */
export function ReferralLink({ memberId }: { memberId: string }) {
  const code = useLoad((signal) => Api.referralCode(memberId, signal), [memberId]).value?.referralCode;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{REFERRALS_TEXT.yourLink}</Typography.Text>
      {code ? (
        <Typography.Text copyable code style={{ wordBreak: 'break-all' }} data-testid="referral-link">
          {referralLink(code)}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{TEXT.loading}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Invite by e-mail (spec 5): the e-mail is required, Enter submits, server errors are grouped under
 * email or general; success toasts 'Send referral email to {email}'.
 */
export function InviteForm({ memberId, onSent }: { memberId: string; onSent?: () => void }) {
  const [form] = Form.useForm<{ email: string }>();
  const [{ email = '' }, tracked] = useFormValues<{ email: string }>();
  const [errors, setErrors] = useState<ReturnType<typeof groupErrors<'email'>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async ({ email: typed }: { email: string }) => {
    setBusy(true);
    setErrors({});
    try {
      await Api.sendReferral(memberId, typed.trim());
      toast.success(TEXT.referralSent(typed.trim()));
      form.resetFields();
      onSent?.();
    } catch (error) {
      setErrors(groupErrors(error, ['email']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} {...tracked} requiredMark={false} name={`invite-${memberId}`}>
      <Form.Item
        label={REFERRALS_TEXT.inviteByEmail}
        name="email"
        rules={[{ required: true, whitespace: true, message: REFERRALS_TEXT.emailRequired }]}
        {...fieldError(errors.email)}
      >
        <Input type="email" placeholder={REFERRALS_TEXT.emailPlaceholder} autoComplete="off" />
      </Form.Item>
      <GeneralErrors messages={errors.general} />
      <Button type="primary" htmlType="submit" loading={busy} disabled={!email.trim()}>
        {REFERRALS_TEXT.sendInvitation}
      </Button>
    </Form>
  );
}

/** The Earn Tokens modal (spec 2): the referral link and the invite-by-e-mail form. */
export function EarnTokensModal({ memberId, open, onClose }: { memberId: string; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={REFERRALS_TEXT.earnTokens} destroyOnHidden>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{REFERRALS_TEXT.shareLink}</Typography.Paragraph>
        <ReferralLink memberId={memberId} />
        <InviteForm memberId={memberId} />
      </Flex>
    </Modal>
  );
}
