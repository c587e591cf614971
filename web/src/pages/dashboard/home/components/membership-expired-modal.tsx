import { Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Api } from '../../../../services/api';

/** Spec 2: when daysLeft is below 1, the member is told to withdraw funds and terminate the account. */
export function MembershipExpiredModal({ memberId }: { memberId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    Api.memberRecord(memberId).then(
      (record) => setOpen(record.memberSubscription !== null && record.daysLeft < 1),
      () => undefined,
    );
  }, [memberId]);

  return (
    <Modal
      open={open}
      title="Membership Expired"
      okText="Go to Settings"
      cancelText="Close"
      onOk={() => {
        setOpen(false);
        navigate('/dashboard/settings');
      }}
      onCancel={() => setOpen(false)}
    >
      <Typography.Paragraph>
        Your membership has expired. Withdraw your funds, then terminate your account in Settings, or renew your
        membership to keep earning.
      </Typography.Paragraph>
    </Modal>
  );
}
