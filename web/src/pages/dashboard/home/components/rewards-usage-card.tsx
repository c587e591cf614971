import { Card, Typography } from 'antd';
import { lazy, useEffect, useState } from 'react';
import { ChartBoundary, ChartError } from '../../../../components/chart-boundary';
import { PageLoading } from '../../../../components/page-loading';
import { Api, type RewardsUsage } from '../../../../services/api';
import { toMicros, usdt } from '../../../../services/format';
import { onLive } from '../../../../services/live';

const RewardsPie = lazy(() => import('../../../../components/charts').then((m) => ({ default: m.RewardsPie })));

/** The used/available impressions-rewards chart of this week (spec 2), 'Error loading chart.' on failure. */
export function RewardsUsageCard({ memberId }: { memberId: string }) {
  const [usage, setUsage] = useState<RewardsUsage | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const load = () => Api.rewardsUsage(memberId).then(setUsage, () => setFailed(true));
    load();
    return onLive('balance', () => void load());
  }, [memberId]);

  const used = usage ? Number(usdt(usage.usedRewards)) : 0;
  const available = usage ? Number(usdt(toMicros(usage.weeklyTokenLimit) - toMicros(usage.usedRewards))) : 0;
  return (
    <Card title="Impressions rewards this week" style={{ height: '100%' }}>
      {failed ? (
        <ChartError />
      ) : !usage ? (
        <PageLoading />
      ) : (
        <>
          <Typography.Text type="secondary">
            Used {usdt(usage.usedRewards)} of {usdt(usage.weeklyTokenLimit)} USDT
          </Typography.Text>
          <ChartBoundary>
            <RewardsPie used={used} available={Math.max(available, 0)} />
          </ChartBoundary>
        </>
      )}
    </Card>
  );
}
