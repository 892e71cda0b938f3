import { PieChart } from '@mantine/charts';
import { Center, Skeleton } from '@mantine/core';
import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card';
import { msg } from '../../../lib/i18n';
import { subscriptionSlices } from './admin-analytics-data';

const TITLE = msg('Subscription Status');
const HEIGHT = 250;
/** The pie's diameter; with the legend's 80 px under it the chart is 250 px high (§9). */
const PIE_SIZE = HEIGHT - 80;

/** Spec 2 §2: active (green) against expired (red) subscriptions. */
export function SubscriptionStatusChart({
  analytics,
}: {
  analytics: TBusinessAnalytics | undefined;
}) {
  const { t } = useTranslation('business-admin');
  if (!analytics) {
    return (
      <ChartCard title={t(TITLE)}>
        <Skeleton height={HEIGHT} />
      </ChartCard>
    );
  }
  const slices = subscriptionSlices(analytics);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  // A pie of nothing draws nothing at all; say so instead of leaving a blank card.
  if (total === 0) {
    return <ChartCard title={t(TITLE)} empty={t('No subscriptions yet.')} />;
  }
  return (
    <ChartCard title={t(TITLE)}>
      <Center>
        <PieChart
          h={HEIGHT}
          size={PIE_SIZE}
          data={slices}
          withLegend
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={(v) => v.toLocaleString()}
          // The border between slices would be a stray line from the centre when one slice
          // is the whole pie (the other one empty).
          cellProps={(cell) => (cell.value === 0 || cell.value === total ? { stroke: 'none' } : {})}
        />
      </Center>
    </ChartCard>
  );
}
