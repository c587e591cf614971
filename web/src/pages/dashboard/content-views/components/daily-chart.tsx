import { ACTIVATION_TYPE } from '@earnwave/contracts';
import { Card, Segmented, Statistic, Flex } from 'antd';
import { lazy, useState } from 'react';
import { ChartBoundary, ChartError } from '../../../../components/chart-boundary';
import { PageLoading } from '../../../../components/page-loading';
import type { HourlyBucket } from '../../../../components/charts';
import type { CountedView, Transaction } from '../../../../services/api';
import { toMicros, usdt } from '../../../../services/format';
import { TEXT } from '../../../../texts';
import { CONTENT_VIEWS_TEXT } from '../../../../texts/dashboard';

const DailyChart = lazy(() => import('../../../../components/charts').then((m) => ({ default: m.DailyChart })));

export const VIEWS_SERIES = CONTENT_VIEWS_TEXT.viewsSeries;
export const REWARDS_SERIES = CONTENT_VIEWS_TEXT.rewardsSeries;

/**
 * Today's counted views and rewards in 24 hourly buckets (spec 2 and 9), local time. The rewards
 * follow spec 9: every transaction of the hour less the activation-type ones, summed exactly in
 * micro-credits and labelled in USDT to 2 decimals, rounding half to even; `total` is the day's.
 */
export function hourlyBuckets(
  views: CountedView[],
  transactions: Transaction[],
  now = new Date(),
): { buckets: HourlyBucket[]; total: bigint; count: number } {
  const counts = Array<number>(24).fill(0);
  const rewards = Array<bigint>(24).fill(0n);
  const today = (iso: string) => {
    const at = new Date(iso);
    return at.toDateString() === now.toDateString() ? at.getHours() : undefined;
  };
  let count = 0;
  for (const view of views) {
    const hour = today(view.createdAt);
    if (hour === undefined) continue;
    counts[hour] += 1;
    count += 1;
  }
  let total = 0n;
  for (const transaction of transactions) {
    const hour = today(transaction.createdAt);
    if (hour === undefined || transaction.type === ACTIVATION_TYPE) continue;
    rewards[hour] += toMicros(transaction.amount);
    total += toMicros(transaction.amount);
  }
  const label = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  const buckets: HourlyBucket[] = [];
  for (let hour = 0; hour < 24; hour++) {
    buckets.push({ hour: label(hour), series: VIEWS_SERIES, value: counts[hour] });
    buckets.push({ hour: label(hour), series: REWARDS_SERIES, value: Number(usdt(rewards[hour])) });
  }
  return { buckets, total, count };
}

/** The day's views and transactions, or null while they load. */
export interface DailyActivity {
  views: CountedView[];
  transactions: Transaction[];
}

export function DailyViewsCard({ day, failed }: { day: DailyActivity | null; failed: boolean }) {
  const [series, setSeries] = useState<string>(VIEWS_SERIES);
  const summary = day ? hourlyBuckets(day.views, day.transactions) : null;
  return (
    <Card
      title={CONTENT_VIEWS_TEXT.todaysViews}
      extra={
        <Segmented
          options={[VIEWS_SERIES, REWARDS_SERIES]}
          value={series}
          onChange={(value) => setSeries(String(value))}
        />
      }
    >
      {failed ? (
        <ChartError />
      ) : !summary ? (
        <PageLoading text={TEXT.loadingImpressions} />
      ) : (
        <>
          <Flex gap={32} wrap>
            <Statistic title={CONTENT_VIEWS_TEXT.viewsToday} value={summary.count} data-testid="views-today" />
            <Statistic
              title={CONTENT_VIEWS_TEXT.rewardsToday}
              value={usdt(summary.total)}
              data-testid="rewards-today"
            />
          </Flex>
          <ChartBoundary>
            <DailyChart data={summary.buckets} series={series} />
          </ChartBoundary>
        </>
      )}
    </Card>
  );
}
