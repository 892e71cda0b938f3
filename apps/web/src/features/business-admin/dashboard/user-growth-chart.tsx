import { LineChart } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { msg } from '../../../lib/i18n';
import { growthPoints } from './admin-analytics-data';

const TITLE = msg('User Growth');

/** Spec 2 §2: new users per month; 300 px high (§9). */
export function UserGrowthChart({ analytics }: { analytics: TBusinessAnalytics | undefined }) {
  const { t } = useTranslation('business-admin');
  if (!analytics) {
    return (
      <ChartCard title={t(TITLE)}>
        <Skeleton height={300} />
      </ChartCard>
    );
  }
  return (
    <ChartCard title={t(TITLE)}>
      <LineChart
        h={300}
        data={growthPoints(analytics)}
        dataKey="month"
        series={[{ name: 'value', label: t('New Users'), color: 'indigo.6' }]}
        valueFormatter={(v) => v.toLocaleString()}
        // People come in whole numbers: no "0.5" tick on a quiet month.
        yAxisProps={{ allowDecimals: false, width: 48 }}
        curveType="monotone"
        withLegend
        gridAxis="x"
      />
    </ChartCard>
  );
}
