import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography, theme } from 'antd';
import type { ProgressCounter } from '../../../../services/api';
import { money, NO_CHANGE, weekOnWeek } from '../../../../services/format';
import { HOME_TEXT } from '../../../../texts/dashboard';

function Change({ current, previous }: { current: number; previous: number }) {
  const { token } = theme.useToken();
  const change = weekOnWeek(current, previous);
  if (change === NO_CHANGE)
    return (
      <Typography.Text type="secondary" aria-label={HOME_TEXT.noChange}>
        {NO_CHANGE}
      </Typography.Text>
    );
  const up = current >= previous;
  return (
    <Typography.Text style={{ color: up ? token.colorSuccess : token.colorError }}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {change}
    </Typography.Text>
  );
}

/** Weekly Rewards and Weekly Impressions with the week-on-week change (spec 2). */
export function WeeklyCard({ kind, progress }: { kind: 'rewards' | 'impressions'; progress: ProgressCounter | null }) {
  const title = kind === 'rewards' ? HOME_TEXT.weeklyRewards : HOME_TEXT.weeklyImpressions;
  if (!progress) return <Card title={title} loading />;
  const { current, previous } = kind === 'rewards' ? progress.weeklyRewards : progress.weeklyImpressions;
  return (
    <Card title={title} style={{ height: '100%' }} data-testid={`weekly-${kind}`}>
      <Statistic value={kind === 'rewards' ? money(current) : current} />
      <Typography.Text type="secondary">{HOME_TEXT.vsLastWeek}</Typography.Text>
      <Change current={current} previous={previous} />
      {kind === 'impressions' && (
        <div>
          <Typography.Text type="secondary">{HOME_TEXT.commitment(progress.commitment)}</Typography.Text>
        </div>
      )}
    </Card>
  );
}
