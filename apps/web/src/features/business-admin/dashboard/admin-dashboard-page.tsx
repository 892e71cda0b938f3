import '@mantine/charts/styles.css';
import { Button, Grid, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { toAnalytics } from './admin-analytics-data';
import { AdminStats } from './admin-stats';
import { useBusinessAnalytics } from './api';
import { MonthlyRevenueChart } from './monthly-revenue-chart';
import { SubscriptionStatusChart } from './subscription-status-chart';
import { UserGrowthChart } from './user-growth-chart';

/**
 * Spec 2 §2 Business Admin Dashboard: figures across every customer organization. The charts
 * (Recharts) load with this page, which the router loads on demand.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation('business-admin');
  const query = useBusinessAnalytics();
  const { data, isError, isPending } = query;
  // Spec 2 §7: a failed load shows zeros, not an error box; until the first answer, '--'.
  const analytics = useMemo(
    () => (isPending ? undefined : toAnalytics(isError ? undefined : data)),
    [data, isError, isPending],
  );

  return (
    <PageFrame
      title={t('Business Admin Dashboard')}
      actions={
        isError ? (
          // The zeros stand (spec 2 §7); this line only says they may not be the real figures.
          <Group gap="xs" role="status">
            <Text size="sm" c="dimmed">
              {t('The figures could not be loaded.')}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={query.isFetching}
              onClick={() => query.refetch()}
            >
              {t('Retry')}
            </Button>
          </Group>
        ) : undefined
      }
    >
      <AdminStats analytics={analytics} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <MonthlyRevenueChart analytics={analytics} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SubscriptionStatusChart analytics={analytics} />
        </Grid.Col>
        <Grid.Col span={12}>
          <UserGrowthChart analytics={analytics} />
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
