import { BarChart } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import type { TTopProduct } from '@pos/contracts/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/chart-card';
import { msg } from '../../lib/i18n';
import { shortProductName, twoDecimals } from './dashboard-data';

const TITLE = msg('Top 5 Products by Quantity Sold');

export function TopProductsChart({ top }: { top: UseQueryResult<TTopProduct[]> }) {
  const { t } = useTranslation('dashboard');
  if (top.isPending) {
    return (
      <ChartCard title={t(TITLE)}>
        <Skeleton height={300} />
      </ChartCard>
    );
  }
  const products = top.data ?? [];
  if (products.length === 0) {
    return <ChartCard title={t(TITLE)} empty={t('No top products data available.')} />;
  }
  return (
    <ChartCard title={t(TITLE)}>
      <BarChart
        h={300}
        data={products.map((p) => ({ ...p, totalQuantity: Number(p.totalQuantity) || 0 }))}
        dataKey="productName"
        orientation="vertical"
        series={[{ name: 'totalQuantity', label: t('Quantity sold'), color: 'teal.6' }]}
        valueFormatter={twoDecimals}
        // Whole units on the axis; the tooltip shows the 2-decimal value.
        xAxisProps={{ tickFormatter: (v: number) => String(Math.round(v)), allowDecimals: false }}
        yAxisProps={{
          width: 110,
          tickFormatter: (name: string) => shortProductName(String(name)),
          // Recharts wraps a tick to the axis width; a cut name is short enough for one line.
          tick: { transform: 'translate(-10, 0)', fontSize: 12, fill: 'currentColor', width: 240 },
        }}
        gridAxis="y"
        maxBarWidth={28}
      />
    </ChartCard>
  );
}
