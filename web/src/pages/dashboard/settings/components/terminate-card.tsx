import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Api } from '../../../../services/api';
import { clearUser } from '../../../../services/session';
import { toast } from '../../../../services/toast';
import { TEXT } from '../../../../texts';
import { SETTINGS_TEXT } from '../../../../texts/dashboard';

/**
 * Terminate Membership (spec 5 and 8): the browser confirmation first, then the account is
 * deactivated, 'Your account removed', logout, and home.
 */
export function TerminateCard({ memberId }: { memberId: string }) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const terminate = async () => {
    if (!window.confirm(TEXT.deactivateConfirm)) return;
    setBusy(true);
    try {
      await Api.deactivate(memberId);
      toast.success(TEXT.accountRemoved);
      // Deactivation ended every session of the account on the server: only the device is left to clear.
      clearUser();
      navigate('/', { replace: true });
    } catch (error) {
      toast.error((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <Card title={SETTINGS_TEXT.terminateMembership}>
      <Typography.Paragraph>{SETTINGS_TEXT.deactivateAdvice}</Typography.Paragraph>
      <Button danger onClick={terminate} loading={busy}>
        {SETTINGS_TEXT.deactivateAccount}
      </Button>
    </Card>
  );
}
