import { Column, Pie } from '@ant-design/charts';
import { useDisplaySettings } from './display-settings';
import { CONTENT_VIEWS_TEXT, HOME_TEXT } from '../texts/dashboard';

/**
 * The @ant-design/charts charts the client draws. This module is only ever imported lazily, so the
 * chart library loads with the first chart (never with the landing page).
 */
export function RewardsPie({ used, available }: { used: number; available: number }) {
  const { settings } = useDisplaySettings();
  return (
    <Pie
      height={220}
      data={[
        { type: HOME_TEXT.used, value: used },
        { type: HOME_TEXT.available, value: available },
      ]}
      angleField="value"
      colorField="type"
      innerRadius={0.6}
      theme={settings.isDark ? 'classicDark' : 'classic'}
      label={false}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: (value: number) => value.toFixed(2) }] }}
    />
  );
}

export interface HourlyBucket {
  hour: string;
  series: string;
  value: number;
}

/** Daily views and daily rewards in 24 hourly buckets; rewards labelled in USDT to 2 decimals. */
export function DailyChart({ data, series }: { data: HourlyBucket[]; series: string }) {
  const { settings } = useDisplaySettings();
  const rewards = series === CONTENT_VIEWS_TEXT.rewardsSeries;
  return (
    <Column
      height={240}
      data={data.filter((bucket) => bucket.series === series)}
      xField="hour"
      yField="value"
      theme={settings.isDark ? 'classicDark' : 'classic'}
      axis={{ y: { labelFormatter: (value: number) => (rewards ? value.toFixed(2) : String(value)) } }}
      tooltip={{
        items: [
          {
            channel: 'y',
            name: series,
            valueFormatter: (value: number) => (rewards ? value.toFixed(2) : String(value)),
          },
        ],
      }}
    />
  );
}
