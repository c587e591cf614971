import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoad } from '../../../../hooks/use-load';
import { Api } from '../../../../services/api';
import { HOME_TEXT } from '../../../../texts/dashboard';

/** Spec 2: when daysLeft is below 1, the member is told to withdraw funds and terminate the account. */
export function MembershipExpiredModal({ memberId }: { memberId: string }) {
  const record = useLoad((signal) => Api.memberRecord(memberId, signal), [memberId]).value;
  const [closed, setClosed] = useState(false);
  const open = !closed && record !== undefined && record.memberSubscription !== null && record.daysLeft < 1;
  const navigate = useNavigate();

  return (
    <Modal
      open={open}
      title={HOME_TEXT.membershipExpired}
      okText={HOME_TEXT.goToSettings}
      cancelText={HOME_TEXT.close}
      onOk={() => {
        setClosed(true);
        navigate('/dashboard/settings');
      }}
      onCancel={() => setClosed(true)}
    >
      <Typography.Paragraph>{HOME_TEXT.expiredAdvice}</Typography.Paragraph>
    </Modal>
  );
}
