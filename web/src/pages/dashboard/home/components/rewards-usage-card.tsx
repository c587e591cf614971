import { Card, Typography } from 'antd';
import { lazy, useEffect } from 'react';
import { ChartBoundary, ChartError } from '../../../../components/chart-boundary';
import { PageLoading } from '../../../../components/page-loading';
import { useLoad } from '../../../../hooks/use-load';
import { Api } from '../../../../services/api';
import { toMicros, usdt } from '../../../../services/format';
import { onLive } from '../../../../services/live';
import { HOME_TEXT } from '../../../../texts/dashboard';

const RewardsPie = lazy(() => import('../../../../components/charts').then((m) => ({ default: m.RewardsPie })));

/** The used/available impressions-rewards chart of this week (spec 2), 'Error loading chart.' on failure. */
export function RewardsUsageCard({ memberId }: { memberId: string }) {
  const loaded = useLoad((signal) => Api.rewardsUsage(memberId, signal), [memberId]);
  const { reload } = loaded;
  // A reward settled is a reward used.
  useEffect(() => onLive('balance', () => void reload()), [reload]);
  const usage = loaded.value;
  const failed = loaded.error !== undefined;

  const used = usage ? Number(usdt(usage.usedRewards)) : 0;
  const available = usage ? Number(usdt(toMicros(usage.weeklyTokenLimit) - toMicros(usage.usedRewards))) : 0;
  return (
    <Card title={HOME_TEXT.rewardsThisWeek} style={{ height: '100%' }}>
      {failed ? (
        <ChartError />
      ) : !usage ? (
        <PageLoading />
      ) : (
        <>
          <Typography.Text type="secondary">
            {HOME_TEXT.usedOf(usdt(usage.usedRewards), usdt(usage.weeklyTokenLimit))}
          </Typography.Text>
          <ChartBoundary>
            <RewardsPie used={used} available={Math.max(available, 0)} />
          </ChartBoundary>
        </>
      )}
    </Card>
  );
}
