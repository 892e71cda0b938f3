import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import { canAccess, REPORTS_ACCESS } from '@pos/contracts/permissions';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ErrorAlert } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { zonedIsoDate } from '../../lib/dates';
import { useSalesTrend, useToday, useTopProducts } from './api';
import { salesTrendRange } from './dashboard-data';
import { DashboardStats, useDashboardCounts } from './dashboard-stats';
import { SalesTrendChart } from './sales-trend-chart';
import { ShopZoneCard } from './shop-zone-card';
import { TodayFigures } from './today-figures';
import { TopProductsChart } from './top-products-chart';

const TOP_PRODUCTS_LIMIT = 5;

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  // The organization's today (DESIGN §13), fixed for the visit, so a page left open over midnight
  // keeps one consistent query.
  const { timeZone } = useGeneralSettings();
  const range = useMemo(() => salesTrendRange(dayjs(zonedIsoDate(timeZone))), [timeZone]);
  // Today's figures are the shop's money: for whoever reads the sales reports.
  const showToday = canAccess(useCurrentUser(), REPORTS_ACCESS);
  const today = useToday(showToday);
  const counts = useDashboardCounts();
  const trend = useSalesTrend(range.startDate, range.endDate);
  const top = useTopProducts(TOP_PRODUCTS_LIMIT);
  // One error box for the page (spec 1 §8), from the first call that failed.
  const failed = [...(showToday ? [today] : []), ...counts, trend, top].find((q) => q.isError);

  return (
    <PageFrame title={t('Dashboard')}>
      <ShopZoneCard />
      {failed ? (
        <ErrorAlert message={errorMessage(failed.error, t('Failed to fetch dashboard data.'))} />
      ) : null}
      {showToday ? <TodayFigures today={today} /> : null}
      <DashboardStats counts={counts} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <SalesTrendChart range={range} trend={trend} />
        <TopProductsChart top={top} />
      </SimpleGrid>
    </PageFrame>
  );
}
