import { PlusOutlined } from '@ant-design/icons';
import { REFERRAL_STATUSES, LATEST_REFERRALS_SHOWN } from '@earnwave/contracts';
import { Button, Card, Empty, Flex, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EarnTokensModal } from './referral-invite';
import { useLoad } from '../hooks/use-load';
import { Api, type ProgressCounter } from '../services/api';
import { STATUS_MEANINGS, TEXT } from '../texts';
import { REFERRALS_TEXT } from '../texts/dashboard';

export const STATUS_COLOURS: Record<string, string> = {
  active: 'green',
  pending: 'gold',
  inactive: 'default',
  'not verified': 'red',
};

/** My Referrals Stats (spec 2): progress to 3 active referrals and the status breakdown. */
export function ReferralStatsCard({ progress }: { progress: ProgressCounter | null }) {
  if (!progress) return <Card title={REFERRALS_TEXT.statsTitle} loading />;
  const { active, goal, byStatus } = progress.referrals;
  return (
    <Card title={REFERRALS_TEXT.statsTitle} style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Typography.Text>{REFERRALS_TEXT.activeOfGoal(active, goal)}</Typography.Text>
        <Progress
          percent={Math.min(100, Math.round((active / goal) * 100))}
          aria-label={REFERRALS_TEXT.progressLabel}
        />
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {REFERRAL_STATUSES.map((status) => (
            <li key={status} style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0' }}>
              <span>
                <Tag color={STATUS_COLOURS[status]}>{status}</Tag>
                <Typography.Text type="secondary">{STATUS_MEANINGS[status]}</Typography.Text>
              </span>
              <strong>{byStatus[status] ?? 0}</strong>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}

/** My Referrals (spec 2): the latest 3, View All, and Add opening the Earn Tokens modal. */
export function LatestReferralsCard({ memberId }: { memberId: string }) {
  const loaded = useLoad((signal) => Api.referrals(memberId, signal), [memberId]);
  // Referrals that could not be read show as none.
  const referrals = loaded.value ?? (loaded.error ? [] : null);
  const [open, setOpen] = useState(false);

  return (
    <Card
      title={REFERRALS_TEXT.latestTitle}
      style={{ height: '100%' }}
      extra={
        <Flex gap={8} align="center">
          <Link to="/dashboard/referrals">{REFERRALS_TEXT.viewAll}</Link>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            {REFERRALS_TEXT.add}
          </Button>
        </Flex>
      }
    >
      {!referrals ? (
        <Typography.Text>{TEXT.loading}</Typography.Text>
      ) : referrals.length === 0 ? (
        <Empty description={TEXT.noReferralsYet} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {referrals.slice(0, LATEST_REFERRALS_SHOWN).map((referral) => (
            <li
              key={referral.id}
              style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 0' }}
            >
              <Flex vertical>
                <Typography.Text strong>{referral.name}</Typography.Text>
                <Typography.Text type="secondary">{new Date(referral.updatedAt).toLocaleDateString()}</Typography.Text>
              </Flex>
              <Tag color={STATUS_COLOURS[referral.status]}>{referral.status}</Tag>
            </li>
          ))}
        </ul>
      )}
      <EarnTokensModal memberId={memberId} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
