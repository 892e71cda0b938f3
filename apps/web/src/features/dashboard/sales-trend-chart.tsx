import { LineChart } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import type { TSalesTrendPoint } from '@pos/contracts/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ChartCard } from '../../components/chart-card';
import { msg } from '../../lib/i18n';
import { fillSalesTrend, type TrendRange, twoDecimals } from './dashboard-data';

const TITLE = msg('Sales Trend (Last 7 Days)');

export function SalesTrendChart({
  range,
  trend,
}: {
  range: TrendRange;
  trend: UseQueryResult<TSalesTrendPoint[]>;
}) {
  const { t } = useTranslation('dashboard');
  const { settings } = useGeneralSettings();

  if (trend.isPending) {
    return (
      <ChartCard title={t(TITLE)}>
        <Skeleton height={300} />
      </ChartCard>
    );
  }
  // A failure is reported once, by the page's error box; the card just stays empty.
  const points = trend.data ?? [];
  // The API lists every day of the range, zero on days without sales.
  if (points.every((p) => !Number(p.totalSales))) {
    return <ChartCard title={t(TITLE)} empty={t('No sales data available for the last 7 days.')} />;
  }
  return (
    <ChartCard title={t(TITLE)}>
      <LineChart
        h={300}
        data={fillSalesTrend(points, range.days)}
        dataKey="label"
        series={[{ name: 'totalSales', label: t('Sales'), color: 'indigo.6' }]}
        curveType="monotone"
        valueFormatter={(v) => `${settings.currencySymbol}${twoDecimals(v)}`}
        // Axis ticks stay short; the tooltip carries the exact amount.
        yAxisProps={{ tickFormatter: (v: number) => compact(v), width: 56 }}
        gridAxis="x"
      />
    </ChartCard>
  );
}

const compactFormat = new Intl.NumberFormat(undefined, {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compact = (v: number) => compactFormat.format(v);
