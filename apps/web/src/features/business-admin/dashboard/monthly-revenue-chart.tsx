import { BarChart } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { msg } from '../../../lib/i18n';
import {
  compactCurrency,
  formatCurrency,
  revenuePoints,
  revenueSeriesLabel,
} from './admin-analytics-data';

const TITLE = msg('Monthly Revenue');

/** Spec 2 §2: month against amount, in the platform currency; 300 px high (§9). */
export function MonthlyRevenueChart({ analytics }: { analytics: TBusinessAnalytics | undefined }) {
  const { t } = useTranslation('business-admin');
  if (!analytics) {
    return (
      <ChartCard title={t(TITLE)}>
        <Skeleton height={300} />
      </ChartCard>
    );
  }
  const { currency } = analytics;
  return (
    <ChartCard title={t(TITLE)}>
      <BarChart
        h={300}
        data={revenuePoints(analytics)}
        dataKey="month"
        series={[{ name: 'value', label: revenueSeriesLabel(currency), color: 'teal.6' }]}
        valueFormatter={(v) => formatCurrency(v, currency)}
        // Axis ticks stay short ("₹1.2K"); the tooltip carries the exact amount.
        yAxisProps={{ tickFormatter: (v: number) => compactCurrency(v, currency), width: 64 }}
        withLegend
        gridAxis="x"
        maxBarWidth={32}
      />
    </ChartCard>
  );
}
